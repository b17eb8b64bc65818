import { localKeys } from '../storage/storage-keys';
import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages';

/** The language in local storage (`lang`), else the configured default (section 1). */
export function storedLanguage(): LanguageCode {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(localKeys.lang);
  return isLanguageCode(stored) ? stored : defaultLanguage;
}

/** Saves the choice as `lang` and the previous one as `hisLang` (history language). */
export function storeLanguage(next: LanguageCode): void {
  if (typeof localStorage === 'undefined') return;
  const previous = localStorage.getItem(localKeys.lang);
  localStorage.setItem(localKeys.hisLang, previous ?? defaultLanguage);
  localStorage.setItem(localKeys.lang, next);
}

/** The language the visitor chose (local storage `lang`), or null when none was ever chosen. */
export function chosenLanguage(): LanguageCode | null {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(localKeys.lang);
  return isLanguageCode(stored) ? stored : null;
}

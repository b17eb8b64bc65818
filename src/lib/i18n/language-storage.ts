import { localKeys } from '../storage/storage-keys';
import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages';

/** The language in local storage (`lang`), else the configured default (section 1). */
export function storedLanguage(): LanguageCode {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(localKeys.lang);
  return isLanguageCode(stored) ? stored : defaultLanguage;
}

/**
 * Saves the choice as `lang`, the previous one as `hisLang` (history language) and the time of the
 * change as `langChangedAt` (section 4: "set a flag with the current time").
 */
export function storeLanguage(next: LanguageCode, now: number = Date.now()): void {
  if (typeof localStorage === 'undefined') return;
  const previous = localStorage.getItem(localKeys.lang);
  localStorage.setItem(localKeys.hisLang, previous ?? defaultLanguage);
  localStorage.setItem(localKeys.lang, next);
  localStorage.setItem(localKeys.langChangedAt, String(now));
}

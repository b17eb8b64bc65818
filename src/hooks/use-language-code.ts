import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguageCode, type LanguageCode } from '../lib/i18n/languages';

/** The portal's current language as the API names it (`EN`, `TY`, ...); English until one is set. */
export function useLanguageCode(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : 'EN';
}

/** The current language as a BCP 47 locale (`en`, `fil`, `zh-CN`, ...) for Intl formatting. */
export function useLocale(): string {
  return htmlLangOf(useLanguageCode());
}

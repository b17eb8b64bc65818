import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguageCode } from '../../../lib/i18n/languages';

/** The BCP 47 locale of the portal's language, for dates and times. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? htmlLangOf(i18n.language) : 'en';
}

import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguageCode } from '../../../lib/i18n/languages';

/** A notice's publication time in the reader's language. */
export function NoticeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const locale = isLanguageCode(i18n.language) ? htmlLangOf(i18n.language) : 'en';
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <time className="notice-time" dateTime={iso}>
      {text}
    </time>
  );
}

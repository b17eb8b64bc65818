import { useLocale } from '../../../hooks/use-language-code';
import { dateTimeFormat } from '../../../lib/format/intl-formats';

/** A notice's publication time in the reader's language (one shared format per language). */
export function NoticeTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <time className="notice-time" dateTime={iso}>
      {text}
    </time>
  );
}

import { useLocale } from '../../../hooks/use-language-code';

/** A notice's publication time in the reader's language. */
export function NoticeTime({ iso }: { iso: string }) {
  const locale = useLocale();
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

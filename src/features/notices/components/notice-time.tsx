import { useLocale } from '../../../hooks/use-language-code';

/** One formatter per language: a page of notices would otherwise build one per notice and render. */
const formats = new Map<string, Intl.DateTimeFormat>();
function noticeFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/** A notice's publication time in the reader's language. */
export function NoticeTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime()) ? iso : noticeFormat(locale).format(date);
  return (
    <time className="notice-time" dateTime={iso}>
      {text}
    </time>
  );
}

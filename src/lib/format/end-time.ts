import { dateTimeFormat } from './intl-formats';

/**
 * A maintenance end time "in the local date format" (section 2: the site's, a game's, a vendor's): the visitor's language decides
 * the order and words, their clock's time zone the hour. Null when not set or not a date.
 */
export function formatEndTime(
  iso: string | null,
  locale: string,
  timeZone?: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

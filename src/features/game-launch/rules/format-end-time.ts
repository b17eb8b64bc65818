/**
 * A maintenance end time "in the local date format" (section 2): the language decides the order
 * and words, the player's clock the time zone. Null when not set or not a date.
 * (The same rule as the system-status feature's; features cannot share code, see the README.)
 */
export function formatEndTime(
  iso: string | null,
  locale: string,
  timeZone?: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

import { formatMoney } from '../format/money';
import { dateTimeFormat } from '../format/intl-formats';
import { dayAsUtcDate, type CalendarDay } from '../dates/calendar-day';

/** A win/loss with its sign in front of the symbol: "+P70.00", "-P114.50", "P0.00". */
export function formatSignedMoney(amount: number, symbol: string): string {
  const text = formatMoney(Math.abs(amount), symbol);
  if (Math.round(amount * 100) === 0) return text;
  return `${amount < 0 ? '-' : '+'}${text}`;
}

/** An instant in the member's language and the device's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day in the member's language (no time zone can move it). */
export function formatDay(day: CalendarDay, locale: string): string {
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(dayAsUtcDate(day));
}

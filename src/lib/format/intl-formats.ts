/**
 * One `Intl.DateTimeFormat` / `Intl.NumberFormat` per locale and options, built on first use and
 * shared after. A page's first formatter costs a phone 20–30 ms (ICU loads the locale's data) and
 * every later `new Intl.…Format` still costs more than the formatting, so a render that built its
 * formatters each time paid that on every render, once per list item.
 *
 * The key is the locale plus the options with their keys sorted (options whose value is
 * `undefined` are left out, as Intl ignores them), so `{ dateStyle, timeStyle }` and a new object
 * literal `{ timeStyle, dateStyle }` share one instance. The maps are plain and unbounded: the
 * portal asks for a few locales times a few option sets, a few dozen formatters at most.
 *
 * A format without `timeZone` keeps the device's zone as it was when the format was built, as the
 * per-language cache of notices did before. A locale or option Intl rejects throws, as the
 * constructor does, and nothing is cached.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The locale and the options' defined entries in key order, as one string. */
function keyOf(locale: string, options: object | undefined): string {
  const entries = Object.entries(options ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([locale, entries]);
}

/** The shared date/time format for this locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The shared number format for this locale and options. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

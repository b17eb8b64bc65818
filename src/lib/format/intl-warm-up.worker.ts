/**
 * Builds the formats the first screen needs for one locale (the worker's name) and closes. The
 * point is the side effect: ICU's locale data and caches are shared by the whole renderer, so the
 * main thread's first `Intl.DateTimeFormat` afterwards costs well under a millisecond instead of
 * 30–150 ms (see warm-up-intl.ts).
 */
const locale = self.name;
try {
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(locale).format(0);
} finally {
  self.close();
}

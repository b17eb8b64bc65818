import type { LanguageCode } from '../i18n/languages';
import { htmlLangOf } from '../i18n/languages';

/** A weekday, 0 Sunday to 6 Saturday (as `Date.getDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Where the browser cannot say (no `Intl.Locale` week info: Firefox before 145, older Safari), the
 * first day of the week for each language's home locale, as CLDR has it: the Philippines
 * (English and Tagalog), Indonesia and Thailand start on Sunday; Vietnam and China on Monday.
 */
export const weekStartByLanguage: Record<LanguageCode, Weekday> = {
  EN: 0,
  TY: 0,
  ID: 0,
  TH: 0,
  VI: 1,
  CN: 1,
};

interface WeekInfo {
  /** 1 Monday to 7 Sunday. */
  firstDay: number;
}

/** `getWeekInfo()` (current engines) or the older `weekInfo` accessor, whichever there is. */
function weekInfoOf(locale: Intl.Locale): WeekInfo | undefined {
  const withInfo = locale as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  if (typeof withInfo.getWeekInfo === 'function') return withInfo.getWeekInfo();
  return withInfo.weekInfo;
}

/**
 * The first day of the week for the member's language: the locale's own week info where the
 * browser has it, else the table above.
 */
export function weekStartOf(language: LanguageCode): Weekday {
  try {
    const info = weekInfoOf(new Intl.Locale(htmlLangOf(language)).maximize());
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  } catch {
    // An engine without Intl.Locale: the table decides.
  }
  return weekStartByLanguage[language];
}

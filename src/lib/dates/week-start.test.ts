import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../i18n/languages';
import { weekStartByLanguage, weekStartOf } from './week-start';

afterEach(() => vi.unstubAllGlobals());

describe('the first day of the week', () => {
  it("is the locale's own where the engine knows it, and the table agrees with it", () => {
    for (const { code } of languages) expect(weekStartOf(code)).toBe(weekStartByLanguage[code]);
    expect(weekStartOf('CN')).toBe(1);
    expect(weekStartOf('EN')).toBe(0);
  });

  it('comes from the table when the engine has no week info', () => {
    class BareLocale {
      maximize() {
        return this;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: BareLocale });
    expect(weekStartOf('VI')).toBe(1);
    expect(weekStartOf('TH')).toBe(0);
  });

  it('reads the newer getWeekInfo() (Sunday is 7 there)', () => {
    class NewLocale {
      maximize() {
        return this;
      }
      getWeekInfo() {
        return { firstDay: 7 };
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: NewLocale });
    expect(weekStartOf('CN')).toBe(0);
  });
});

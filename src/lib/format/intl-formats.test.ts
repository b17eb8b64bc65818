import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('dateTimeFormat', () => {
  const instant = Date.UTC(2026, 10, 22, 12, 5, 9);

  it('gives the same instance for equal options, whatever their key order', () => {
    const first = dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })).toBe(first);
    expect(dateTimeFormat('en-GB', { timeStyle: 'short', dateStyle: 'medium' })).toBe(first);
    // An option set to undefined is no option to Intl, so it is the same format.
    expect(
      dateTimeFormat('en-GB', { timeStyle: 'short', timeZone: undefined, dateStyle: 'medium' }),
    ).toBe(first);
  });

  it('gives another instance for another locale or other options', () => {
    const first = dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(dateTimeFormat('vi', { dateStyle: 'medium', timeStyle: 'short' })).not.toBe(first);
    expect(dateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' })).not.toBe(first);
    expect(
      dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    ).not.toBe(first);
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).not.toBe(first);
  });

  it('formats as a fresh Intl.DateTimeFormat does', () => {
    const cases: [string, Intl.DateTimeFormatOptions][] = [
      ['en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }],
      ['en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Manila' }],
      ['vi', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }],
      ['zh-CN', { timeStyle: 'medium' }],
    ];
    for (const [locale, options] of cases) {
      const expected = new Intl.DateTimeFormat(locale, options).format(instant);
      expect(dateTimeFormat(locale, options).format(instant)).toBe(expected);
      expect(dateTimeFormat(locale, { ...options }).format(instant)).toBe(expected);
    }
    expect(dateTimeFormat('en', { timeZone: 'UTC' }).format(instant)).toBe('11/22/2026');
  });

  it('throws for what Intl rejects, and keeps nothing for it', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});

describe('numberFormat', () => {
  it('gives the same instance for equal options, whatever their key order', () => {
    const first = numberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
    expect(numberFormat('en', { maximumFractionDigits: 1, style: 'percent' })).toBe(first);
    expect(numberFormat('vi')).toBe(numberFormat('vi', {}));
  });

  it('gives another instance for another locale or other options', () => {
    const first = numberFormat('en', { maximumFractionDigits: 2 });
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(first);
    expect(numberFormat('en')).not.toBe(first);
    // Same text, other type: a number 2 and a string "2" are different keys.
    expect(numberFormat('en', { maximumFractionDigits: '2' as unknown as number })).not.toBe(first);
  });

  it('formats as a fresh Intl.NumberFormat does', () => {
    const cases: [string, Intl.NumberFormatOptions | undefined][] = [
      ['en', undefined],
      ['vi', { maximumFractionDigits: 0 }],
      ['de', { maximumFractionDigits: 2 }],
      ['en-IN', { style: 'percent', maximumFractionDigits: 1 }],
    ];
    for (const value of [0, 1234567.891, -0.125, 0.4567]) {
      for (const [locale, options] of cases) {
        expect(numberFormat(locale, options).format(value)).toBe(
          new Intl.NumberFormat(locale, options).format(value),
        );
      }
    }
    expect(numberFormat('de', { maximumFractionDigits: 2 }).format(1234567.891)).toBe(
      '1.234.567,89',
    );
  });
});

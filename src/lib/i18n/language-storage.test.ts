// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../storage/storage-keys';
import { storeLanguage, storedLanguage } from './language-storage';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('storeLanguage', () => {
  it('keeps the choice, the previous language and the time of the change (section 4)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    localStorage.setItem(localKeys.lang, 'EN');
    storeLanguage('TY');
    expect(storedLanguage()).toBe('TY');
    expect(localStorage.getItem(localKeys.hisLang)).toBe('EN');
    expect(localStorage.getItem(localKeys.langChangedAt)).toBe(
      String(Date.parse('2026-03-01T10:00:00Z')),
    );
  });

  it('records each change anew', () => {
    storeLanguage('TY', 1000);
    storeLanguage('VI', 2000);
    expect(localStorage.getItem(localKeys.langChangedAt)).toBe('2000');
    expect(localStorage.getItem(localKeys.hisLang)).toBe('TY');
  });
});

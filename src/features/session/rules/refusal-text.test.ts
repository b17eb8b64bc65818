import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text';

const utc = (iso: string) => ({ key: 'account_excluded' as const, value: { endTime: iso } });

describe('the text of a refused sign-in', () => {
  it('names the end of a time-out or self-exclusion in the member’s language', () => {
    const text = refusalText(
      {
        key: 'account_excluded',
        value: { endTime: '2027-05-22T08:00:00Z', exclusionKind: 'selfExclusion' },
      },
      'en',
    );
    expect(text.key).toBe('session.login.excluded.selfExclusion');
    expect(text.values?.endTime).toMatch(/May 22, 2027/);
    expect(refusalText({ ...utc('2027-05-22T08:00:00Z') }, 'zh-CN').values?.endTime).toMatch(
      /2027年5月22日/,
    );
  });

  it('reads a time-out as one when the kind is missing', () => {
    expect(refusalText(utc('2026-11-29T08:00:00Z'), 'en').key).toBe(
      'session.login.excluded.timeOut',
    );
  });

  it('falls back to the catalogue text without an end time, and for every other key', () => {
    expect(refusalText({ key: 'account_excluded', value: {} }, 'en')).toEqual({
      key: 'errors.account_excluded',
    });
    expect(refusalText({ key: 'invalid_credentials', value: undefined }, 'en')).toEqual({
      key: 'errors.invalid_credentials',
    });
  });

  it('tells a locked account in how many minutes it may try again', () => {
    expect(refusalText({ key: 'account_locked', value: { retryAfterSeconds: 840 } }, 'en')).toEqual(
      { key: 'errors.account_locked', values: { minutes: '14' } },
    );
  });
});

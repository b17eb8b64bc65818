import { describe, expect, it } from 'vitest';
import { isCalendarDate, profileSchema, type ProfileValues } from './profile-schema';

const schema = profileSchema({
  tooLong: (max) => `at most ${max}`,
  invalidDate: 'not a date',
  invalidCountry: 'not a country',
});

const empty: ProfileValues = {
  nickname: '',
  birthday: '',
  nationality: '',
  address: '',
  occupation: '',
  sourceOfIncome: '',
  telegram: '',
  zalo: '',
  whatsapp: '',
  line: '',
  facebook: '',
  wechat: '',
};

function messages(values: Partial<ProfileValues>): Record<string, string> {
  const result = schema.safeParse({ ...empty, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('profileSchema', () => {
  it('accepts an empty form: every field may be cleared', () => {
    expect(messages({})).toEqual({});
  });

  it('holds each text to the contract limit, after trimming', () => {
    expect(messages({ nickname: 'n'.repeat(32) })).toEqual({});
    expect(messages({ nickname: ` ${'n'.repeat(32)} ` })).toEqual({});
    expect(messages({ nickname: 'n'.repeat(33) })).toEqual({ nickname: 'at most 32' });
    expect(messages({ facebook: 'f'.repeat(129), address: 'a'.repeat(256) })).toEqual({
      facebook: 'at most 128',
      address: 'at most 255',
    });
  });

  it('wants a real yyyy-MM-dd birthday and a two-letter country', () => {
    expect(messages({ birthday: '1990-05-17', nationality: 'PH' })).toEqual({});
    expect(messages({ birthday: '2026-02-30', nationality: 'Philippines' })).toEqual({
      birthday: 'not a date',
      nationality: 'not a country',
    });
  });
});

describe('isCalendarDate', () => {
  it('knows leap days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('17/05/1990')).toBe(false);
  });
});

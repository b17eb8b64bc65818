import { describe, expect, it } from 'vitest';
import { depositLimitsSchema, limitText } from './deposit-limits-schema';

const schema = depositLimitsSchema({ invalid: 'invalid', decimals: 'decimals', tooHigh: 'high' });
const messageOf = (values: { day: string; week: string; month: string }) => {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? null
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the deposit-limits form', () => {
  it('sends empty windows as none and amounts as numbers', () => {
    expect(schema.parse({ day: ' 500 ', week: '', month: '1,500.50' })).toEqual({
      day: 500,
      week: null,
      month: 1500.5,
    });
  });

  it('refuses zero, words, more than 2 decimals and more than 10,000,000', () => {
    expect(messageOf({ day: '0', week: 'abc', month: '' })).toEqual([
      'day: invalid',
      'week: invalid',
    ]);
    expect(messageOf({ day: '10.005', week: '', month: '10000000.01' })).toEqual([
      'day: decimals',
      'month: high',
    ]);
    expect(messageOf({ day: '10000000', week: '', month: '' })).toBeNull();
  });

  it('shows a limit as it is typed, and none as empty', () => {
    expect(limitText(null)).toBe('');
    expect(limitText(1500.5)).toBe('1500.5');
  });
});

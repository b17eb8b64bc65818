import { describe, expect, it } from 'vitest';
import { errorTextValues } from './error-text-values';

describe('errorTextValues', () => {
  it('names the minutes until a lock ends, rounded up, at least one', () => {
    expect(errorTextValues({ value: { retryAfterSeconds: 900 } })).toEqual({ minutes: 15 });
    expect(errorTextValues({ value: { retryAfterSeconds: 61 } })).toEqual({ minutes: 2 });
    expect(errorTextValues({ value: { retryAfterSeconds: 5 } })).toEqual({ minutes: 1 });
  });

  it('has nothing to fill in without a retry time', () => {
    expect(errorTextValues({ value: undefined })).toBeUndefined();
    expect(errorTextValues({ value: {} })).toBeUndefined();
  });
});

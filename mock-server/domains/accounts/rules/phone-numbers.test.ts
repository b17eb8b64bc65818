import { describe, expect, it } from 'vitest';
import { phoneNumberFailure } from './phone-numbers';

describe('phone numbers', () => {
  it('accepts numbers of the published mobile rule (10-11 digits)', () => {
    expect(phoneNumberFailure('9171234567', 'body.mobileNum')).toBeNull();
    expect(phoneNumberFailure('09171234567', 'body.mobileNum')).toBeNull();
  });

  it('refuses others with invalid_phone_number on the field given', () => {
    for (const bad of ['12345', '917123456789', '91712a4567', '']) {
      expect(phoneNumberFailure(bad, 'body.mobileNo'), bad).toMatchObject({
        status: 400,
        envelope: { code: 'invalid_phone_number', field: 'body.mobileNo' },
      });
    }
  });
});

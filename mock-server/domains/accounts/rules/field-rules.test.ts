import { describe, expect, it } from 'vitest';
import { defaultRegisterValidators } from '../../system/rules/register-validators';
import { fieldRuleMessage } from './field-rules';

describe('field rule messages', () => {
  const rules = defaultRegisterValidators();

  it('says what the rule wants, with one number when both bounds are equal', () => {
    expect(fieldRuleMessage('username', rules.username, 'pattern')).toBe(
      'username must be 6-16 characters of a letter first, then letters and digits',
    );
    expect(fieldRuleMessage('the payment password', rules.paymentPassword, 'tooShort')).toBe(
      'the payment password must be 6 characters of digits only',
    );
  });

  it('says a missing field is required', () => {
    expect(fieldRuleMessage('the mobile number', rules.mobileNum, 'required')).toBe(
      'the mobile number is required',
    );
  });
});

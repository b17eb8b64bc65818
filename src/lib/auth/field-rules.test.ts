import { describe, expect, it } from 'vitest';
import { defaultRegisterValidators } from '../../../mock-server/domains/system/rules/register-validators';
import {
  acceptedRegex,
  fallbackRules,
  fillRange,
  refusedFieldName,
  ruleOf,
  ruleSchema,
  satisfiesRule,
  verificationCodeRule,
  type FieldRule,
} from './field-rules';

const username: FieldRule = {
  minLength: 6,
  maxLength: 16,
  patternId: 'letter_first_alphanumeric',
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
};
const messages = { required: 'required', invalid: 'invalid' };

describe('acceptedRegex', () => {
  it('turns * into any value (section 5)', () => {
    expect(acceptedRegex('*').test('anything at all 123 ✓')).toBe(true);
  });
  it('matches the whole value even when the server pattern has no anchors', () => {
    expect(acceptedRegex('[0-9]+').test('123')).toBe(true);
    expect(acceptedRegex('[0-9]+').test('12a3')).toBe(false);
  });
  it('checks nothing (rather than breaking the form) when the pattern does not compile', () => {
    expect(acceptedRegex('([').test('x')).toBe(true);
  });
  it('understands Unicode classes the server may use', () => {
    expect(acceptedRegex('^\\p{Script=Thai}+$').test('สวัสดี')).toBe(true);
    expect(acceptedRegex('^\\p{Script=Thai}+$').test('hello')).toBe(false);
  });
});

describe('fillRange', () => {
  it('replaces (min) and (max) with the rule lengths', () => {
    expect(fillRange('(min)-(max) characters', { minLength: 6, maxLength: 16 })).toBe(
      '6-16 characters',
    );
    expect(fillRange('at least (min), at most (max)', { minLength: 2, maxLength: 9 })).toBe(
      'at least 2, at most 9',
    );
  });
  it('gives one number when both lengths are equal', () => {
    expect(fillRange('(min)-(max) digits', { minLength: 6, maxLength: 6 })).toBe('6 digits');
  });
  it('leaves texts without placeholders alone', () => {
    expect(fillRange('A date as yyyy-MM-dd', { minLength: 10, maxLength: 10 })).toBe(
      'A date as yyyy-MM-dd',
    );
  });
});

describe('ruleSchema (built from a server validator)', () => {
  const required = ruleSchema(username, { required: true, messages });
  const optional = ruleSchema(username, { required: false, messages });
  const issue = (result: ReturnType<typeof required.safeParse>) =>
    result.success ? null : result.error.issues[0]?.message;

  it('trims the value and accepts one that fits lengths and pattern', () => {
    expect(required.parse('  player01  ')).toBe('player01');
  });
  it('requires a value only when the field is required', () => {
    expect(issue(required.safeParse('   '))).toBe('required');
    expect(optional.parse('')).toBe('');
  });
  it('refuses values that are too short, too long or break the pattern, required or not', () => {
    expect(issue(optional.safeParse('abc'))).toBe('invalid');
    expect(issue(optional.safeParse('a'.repeat(17)))).toBe('invalid');
    expect(issue(optional.safeParse('1player'))).toBe('invalid');
    expect(issue(optional.safeParse('player_01'))).toBe('invalid');
  });
  it('follows whatever rule the server publishes, not a copy', () => {
    const sixDigits: FieldRule = {
      minLength: 6,
      maxLength: 6,
      patternId: 'digits',
      acceptedPattern: '^[0-9]+$',
    };
    const schema = ruleSchema(sixDigits, { required: true, messages });
    expect(schema.safeParse('123456').success).toBe(true);
    expect(schema.safeParse('12345').success).toBe(false);
    expect(schema.safeParse('12345a').success).toBe(false);
    const anything: FieldRule = {
      minLength: 1,
      maxLength: 3,
      patternId: 'any',
      acceptedPattern: '*',
    };
    expect(satisfiesRule('a b', anything)).toBe(true);
    expect(satisfiesRule('abcd', anything)).toBe(false);
  });
});

describe('rules of a site', () => {
  // The sandbox's published validators stand in for a site's.
  const validators = defaultRegisterValidators();
  const mobile: FieldRule = {
    minLength: 10,
    maxLength: 11,
    patternId: 'digits',
    acceptedPattern: '^[0-9]+$',
  };

  it('takes the site rule, else the contract outer limit', () => {
    expect(ruleOf(validators, 'mobileNum')).toMatchObject(mobile);
    expect(ruleOf(null, 'mobileNum')).toBe(fallbackRules.mobileNum);
  });
  it('gives the verification code the mobile pattern with length 0 to 255 (section 5)', () => {
    expect(verificationCodeRule(validators)).toEqual({
      minLength: 0,
      maxLength: 255,
      patternId: 'digits',
      acceptedPattern: '^[0-9]+$',
    });
  });
});

describe('refusedFieldName', () => {
  it('names the form field a refusal blames', () => {
    expect(refusedFieldName('body.username')).toBe('username');
    expect(refusedFieldName('query.code')).toBe('code');
    expect(refusedFieldName('header.authorization')).toBeNull();
    expect(refusedFieldName(undefined)).toBeNull();
  });
});

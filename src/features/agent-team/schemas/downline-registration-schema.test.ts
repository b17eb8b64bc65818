import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../../lib/auth/field-rules';
import {
  downlineRegistrationSchema,
  registrationBody,
  type DownlineRegistrationValues,
} from './downline-registration-schema';

const usernameRule: FieldRule = {
  minLength: 6,
  maxLength: 16,
  patternId: 'letter_first_alphanumeric',
  acceptedPattern: '[A-Za-z][A-Za-z0-9]*',
};
const passwordRule: FieldRule = {
  minLength: 8,
  maxLength: 20,
  patternId: 'letters_and_digits',
  acceptedPattern: '(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+',
};
const schema = downlineRegistrationSchema({
  usernameRule,
  passwordRule,
  messages: {
    required: 'required',
    rule: (rule) => `rule ${rule.patternId}`,
    mismatch: 'mismatch',
    nicknameTooLong: 'too long',
  },
});

const good: DownlineRegistrationValues = {
  kind: 'agent',
  username: 'teamlead01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  nickname: '',
};
const problems = (change: Partial<DownlineRegistrationValues>) => {
  const result = schema.safeParse({ ...good, ...change });
  if (result.success) return {};
  // The first problem of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('registering a downline', () => {
  it('takes a username and password that follow the site rules, confirmed', () => {
    expect(problems({})).toEqual({});
    expect(problems({ kind: 'player', nickname: '  Lucky  ' })).toEqual({});
  });

  it("checks the username and the password against the server's validators", () => {
    expect(problems({ username: '' })).toEqual({ username: 'required' });
    expect(problems({ username: '1team' })).toEqual({
      username: 'rule letter_first_alphanumeric',
    });
    expect(problems({ username: 'abc' })).toEqual({ username: 'rule letter_first_alphanumeric' });
    expect(problems({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      password: 'rule letters_and_digits',
    });
  });

  it('needs the confirmation to equal the password', () => {
    expect(problems({ confirmPassword: '' })).toEqual({ confirmPassword: 'required' });
    expect(problems({ confirmPassword: 'abc12346' })).toEqual({ confirmPassword: 'mismatch' });
  });

  it('limits the nickname to 32 characters', () => {
    expect(problems({ nickname: 'x'.repeat(33) })).toEqual({ nickname: 'too long' });
  });

  it('sends an agent as type 1 and a player as type 0, the nickname only when given', () => {
    const agent = schema.parse({ ...good, nickname: ' Boss ' });
    expect(registrationBody(agent)).toEqual({
      username: 'teamlead01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      type: 1,
      nickname: 'Boss',
    });
    expect(registrationBody(schema.parse({ ...good, kind: 'player' }))).not.toHaveProperty(
      'nickname',
    );
    expect(registrationBody(schema.parse({ ...good, kind: 'player' })).type).toBe(0);
  });
});

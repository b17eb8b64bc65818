import { describe, expect, it } from 'vitest';
import { applicationSchema } from './application-form';

const schema = applicationSchema({
  commentTooLong: 'too long',
  commentAngleBrackets: 'no brackets',
});
const problem = (comment: string) => {
  const result = schema.safeParse({ comment });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the application comment', () => {
  it('takes up to 140 characters, empty included', () => {
    expect(problem('')).toBeNull();
    expect(problem('a'.repeat(140))).toBeNull();
    expect(problem('a'.repeat(141))).toBe('too long');
  });

  it('refuses < and > (the contract pattern)', () => {
    expect(problem('my <b>win</b>')).toBe('no brackets');
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkRegisterField,
  defaultRegisterValidators,
} from '../../system/rules/register-validators';
import type { MemberRecord } from '../../../db/core-records';
import { isFailure } from '../../../core/envelope';
import {
  defaultPrefix,
  freeAccountName,
  sandboxPassword,
  uplineProblem,
  wholeCents,
} from './sandbox-members';

const rules = defaultRegisterValidators();

describe('sandbox member names and passwords', () => {
  it('counts up past taken names and always passes the username rule', () => {
    const taken = new Set(['agent000007', 'agent000008']);
    const name = freeAccountName('Agent', 7, (a) => taken.has(a));
    expect(name).toBe('agent000009');
    expect(checkRegisterField(rules.username, name)).toBeNull();
    expect(
      checkRegisterField(
        rules.username,
        freeAccountName('a', 1, () => false),
      ),
    ).toBeNull();
    expect(
      checkRegisterField(
        rules.username,
        freeAccountName('abcdef', 123_456_789, () => false),
      ),
    ).toBeNull();
  });

  it('picks agent or player by type', () => {
    expect(defaultPrefix(1)).toBe('agent');
    expect(defaultPrefix(42)).toBe('agent');
    expect(defaultPrefix(0)).toBe('player');
  });

  it('makes passwords that pass the password rule', () => {
    let seed = 0;
    const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    for (let i = 0; i < 50; i += 1)
      expect(checkRegisterField(rules.password, sandboxPassword(random))).toBeNull();
  });
});

describe('sandbox member money and upline', () => {
  it('takes 0 and 2 decimals, refuses more on the field', () => {
    expect(wholeCents(0, 'body.balance')).toBe(0);
    expect(wholeCents(1234.56, 'body.balance')).toBe(123_456);
    const refused = wholeCents(10.005, 'body.balance');
    expect(isFailure(refused) && refused.envelope).toMatchObject({
      code: 'validation_error',
      field: 'body.balance',
    });
  });

  it('wants an existing agent as upline', () => {
    const member = (type: MemberRecord['type']) => ({ type }) as MemberRecord;
    expect(uplineProblem(member(1))).toBeNull();
    expect(uplineProblem(member(0))?.envelope).toMatchObject({ field: 'body.upline' });
    expect(uplineProblem(undefined)?.envelope).toMatchObject({ field: 'body.upline' });
  });
});

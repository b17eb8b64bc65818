import { describe, expect, it } from 'vitest';
import { memberProfileOf } from '../presenters';
import { ageOn, birthdayFailure, updateProfile } from './profile-update';
import { addMember, emptyEnv } from '../test-support';

describe('profile update', () => {
  it('counts whole years of age', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('1990-05-17', today)).toBe(36);
  });

  it('refuses impossible dates and minors, accepts clearing', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(birthdayFailure('2008-11-23', today)).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.birthday' },
    });
    expect(birthdayFailure('1990-02-31', today)).toMatchObject({
      envelope: { field: 'body.birthday' },
    });
    expect(birthdayFailure('2008-11-22', today)).toBeNull();
    expect(birthdayFailure('', today)).toBeNull();
  });

  it('changes only the fields sent; empty text clears', async () => {
    const env = emptyEnv();
    const member = await addMember(env, {
      account: 'edit01',
      nickname: 'Old',
      email: 'old@sandbox.test',
      profile: { telegram: 'tg_old', zalo: '0917' },
    });
    const after = await updateProfile(env, member, {
      nickname: 'Lucky Demo',
      zalo: '',
      occupation: ' Engineer ',
    });
    if ('kind' in after) throw new Error(after.envelope.message);
    expect(memberProfileOf(after)).toMatchObject({
      nickname: 'Lucky Demo',
      email: 'old@sandbox.test',
      telegram: 'tg_old',
      zalo: null,
      occupation: 'Engineer',
    });
  });

  it('changes nothing when the birthday is refused', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'edit02', nickname: 'Keep' });
    const result = await updateProfile(env, member, {
      nickname: 'Changed',
      birthday: '2020-01-01',
    });
    expect(result).toMatchObject({ kind: 'failure' });
    expect(env.db.members.get(member.id)?.nickname).toBe('Keep');
  });
});

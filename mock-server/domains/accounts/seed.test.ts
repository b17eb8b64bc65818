import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts';
import { createMockBackend } from '../../core/backend';
import { dayMs } from './rules/accounts-env';
import { isPasswordExpired } from './rules/password-policy';
import { memberByReferralCode, referralCodeOf } from './rules/referral-codes';

describe('accounts seed', async () => {
  const backend = await createMockBackend({
    sizes: { players: 12, agents: 2, slotGames: 40, betsPerMember: 2 },
  });
  const { db } = backend;
  const member = (account: string) => {
    const found = db.memberByAccount(account);
    if (!found) throw new Error(account);
    return found;
  };

  it('links every demo account to its upline, with its depth, whatever the fixture order', () => {
    for (const demo of demoAccounts) {
      const m = member(demo.account);
      expect(m.uplineId, demo.account).toBe(demo.upline ? member(demo.upline).id : null);
    }
    expect(member('demoplayer').level).toBe(4);
    expect(member('demosubplayer').level).toBe(4);
    expect(member('demomaster').level).toBe(0);
  });

  it('keeps demo passwords valid for weeks, except demoexpired', () => {
    for (const demo of demoAccounts) {
      expect(isPasswordExpired(backend, member(demo.account)), demo.account).toBe(
        demo.account === 'demoexpired',
      );
    }
    backend.clock.advance(60 * dayMs);
    expect(isPasswordExpired(backend, member('demoplayer'))).toBe(false);
    backend.clock.offsetMs = 0;
  });

  it('gives every real member a unique invitation code that finds it back', () => {
    const codes = new Set<string>();
    for (const m of db.members.all()) {
      const code = referralCodeOf(db, m.id);
      if (m.type === 4) {
        expect(code).toBeNull();
        continue;
      }
      expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
      expect(memberByReferralCode(db, code ?? '')?.id).toBe(m.id);
      codes.add(code ?? '');
    }
    expect(codes.size).toBe(db.members.all().filter((m) => m.type !== 4).length);
    expect(referralCodeOf(db, member('demoagent').id)).toBe('DEMOAGENT');
  });

  it('gives demo accounts icons, labels and profiles to show', () => {
    expect(db.memberAvatars.get(member('demoplayer').id)?.iconId).toBe(3);
    expect(db.memberAvatars.get(member('demodefault').id)).toBeUndefined();
    expect(member('demovip').memberLabel[0]?.labelName).toBe('VIP');
    expect(member('demoplayer').profile.payeeName).toBe('Demo Player');
  });

  it('is deterministic', async () => {
    const again = await createMockBackend({
      sizes: { players: 12, agents: 2, slotGames: 40, betsPerMember: 2 },
    });
    const shape = (d: typeof db) =>
      d.members
        .all()
        .map((m) => [m.id, m.account, m.uplineId, d.memberAvatars.get(m.id)?.iconId ?? null]);
    expect(shape(again.db)).toEqual(shape(db));
  });
});

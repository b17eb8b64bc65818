import { demoAccounts, demoCountryDialingCode } from '../../../fixtures/demo-accounts';
import { buildGeneratedMembers } from '../../../fixtures/factories/member-factory';
import { createMember } from '../../core/members';
import type { SeedContext } from '../../seed/seed-context';

/**
 * Members: the named demo accounts first (their uplines before them), then generated agent trees
 * and players. Demo accounts have signed in before (no first-login prompt) except where noted.
 */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const createdAt = '2026-01-15T09:00:00.000Z';
  for (const demo of demoAccounts) {
    const upline = demo.upline ? db.memberByAccount(demo.upline) : undefined;
    await createMember(db, {
      account: demo.account,
      password: demo.password,
      type: demo.type,
      uplineId: upline?.id ?? null,
      rankLevel: demo.rankLevel,
      nickname: demo.account.replace('demo_', 'Demo ').replace('_', ' '),
      mobileNum: demo.mobileNum,
      countryDialingCode: demo.mobileNum ? demoCountryDialingCode : null,
      email: `${demo.account}@sandbox.test`,
      passwordExpired: 'passwordExpired' in demo ? demo.passwordExpired : false,
      firstTimeLogin: false,
      paymentPassword: demo.type === 4 ? null : '123456',
      openingBalance: demo.balance,
      createdAt,
    });
  }
  for (const member of buildGeneratedMembers(ctx.fakerFor('accounts'), ctx.options.sizes)) {
    const upline = member.upline ? db.memberByAccount(member.upline) : undefined;
    await createMember(db, { ...member, uplineId: upline?.id ?? null });
  }
}

import type { Faker } from '@faker-js/faker';
import {
  demoAccounts,
  demoCountryDialingCode,
  demoEmail,
  type DemoAccountName,
} from '../../seed/demo-accounts';
import { buildGeneratedMembers } from '../../seed/generated-members';
import { createMember } from '../../core/members';
import type { Schemas } from '../../core/handler-types';
import type { MemberRecord } from '../../db/core-records';
import type { SeedContext } from '../../seed/seed-context';
import { dayMs } from './rules/accounts-env';
import { stockIconColors } from './rules/avatars';
import { assignReferralCode } from './rules/referral-codes';

/** Profile fields of the demo accounts, so the security centre shows a filled-in form. */
const demoProfiles: Partial<Record<DemoAccountName, Record<string, string | null>>> = {
  demoplayer: {
    payeeName: 'Demo Player',
    birthday: '1990-05-17',
    nationality: 'PH',
    telegram: 'demoplayer_tg',
    whatsapp: '9170001111',
  },
  demovip: {
    payeeName: 'Victoria Ip',
    birthday: '1982-11-02',
    nationality: 'PH',
    occupation: 'Entrepreneur',
    sourceOfIncome: 'Business',
  },
  demomaster: { payeeName: 'Martin Aster', birthday: '1978-03-09', nationality: 'PH' },
  demoagent: {
    payeeName: 'Agnes Ent',
    birthday: '1985-07-21',
    nationality: 'PH',
    telegram: 'demoagent_tg',
  },
  demosms: { payeeName: 'Sam Ms', nationality: 'PH' },
};

const labels: Record<'vip' | 'agent' | 'regular', Schemas['MemberLabel']> = {
  vip: { labelId: 1, labelName: 'VIP', labelColor: '#D4AF37' },
  agent: { labelId: 2, labelName: 'Agent', labelColor: '#2C9AD8' },
  regular: { labelId: 3, labelName: 'Regular', labelColor: '#ABABAB' },
};

/** Stock icons the demo accounts have chosen; the others show the site default. */
const demoIcons: Readonly<Record<string, number>> = {
  demoplayer: 3,
  demovip: 8,
  demomaster: 11,
  demoagent: 6,
  demosubagent: 5,
  demosubagent2: 4,
  demosubplayer: 2,
  demosms: 7,
};

function demoLabels(account: string, type: number): Schemas['MemberLabel'][] {
  if (account === 'demovip') return [labels.vip];
  if (type !== 0 && type !== 4) return [labels.agent];
  return account === 'demoplayer' ? [labels.regular] : [];
}

/**
 * Passwords age from the sandbox's now, so a demo that runs months after this seed was written
 * does not find every password expired (PASSEXPIRY3 is on): demo accounts changed theirs two weeks
 * ago, demoexpired long before the limit, generated members within the last two months.
 */
function passwordChangedAt(
  ctx: SeedContext,
  member: MemberRecord,
  faker: Faker,
  demo: boolean,
): string {
  const nowMs = ctx.clock.nowMs();
  if (member.account === 'demoexpired')
    return new Date(nowMs - (ctx.config.passwordMaxAgeDays + 30) * dayMs).toISOString();
  const ageDays = demo ? 14 : faker.number.int({ min: 1, max: 60 });
  return new Date(Math.max(Date.parse(member.createdAt), nowMs - ageDays * dayMs)).toISOString();
}

/** Invitation codes for every member, and the agent each member under an agent joined through. */
async function seedReferrals(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const member of db.members.all()) await assignReferralCode(db, member);
}

/**
 * The fixture lists demoplayer (the headline account) before its upline demosubagent2, so its
 * link (and its depth) is set once every demo account exists; member ids keep the fixture order.
 */
async function linkDemoUplines(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const demo of demoAccounts) {
    const member = db.memberByAccount(demo.account);
    const upline = demo.upline ? db.memberByAccount(demo.upline) : undefined;
    if (!member || !upline || member.uplineId === upline.id) continue;
    await db.members.update(member.id, (m) => {
      m.uplineId = upline.id;
    });
  }
  const depthOf = (id: number | null): number => {
    const member = id === null ? undefined : db.members.get(id);
    return member?.uplineId ? depthOf(member.uplineId) + 1 : 0;
  };
  for (const demo of demoAccounts) {
    const member = db.memberByAccount(demo.account);
    const level = member ? depthOf(member.id) : 0;
    if (member && member.level !== level) {
      await db.members.update(member.id, (m) => {
        m.level = level;
      });
    }
  }
}

/**
 * Members: the named demo accounts first (their uplines before them), then generated agent trees
 * and players. Demo accounts have signed in before (no first-login prompt) except where noted.
 * Then what the accounts domain keeps beside them: invitation codes, chosen icons, password ages.
 */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const faker = ctx.fakerFor('accounts');
  const createdAt = '2026-01-15T09:00:00.000Z';
  for (const demo of demoAccounts) {
    const upline = demo.upline ? db.memberByAccount(demo.upline) : undefined;
    await createMember(db, {
      account: demo.account,
      password: demo.password,
      type: demo.type,
      uplineId: upline?.id ?? null,
      rankLevel: demo.rankLevel,
      nickname: demo.account.replace(/^demo/, 'Demo '),
      mobileNum: demo.mobileNum,
      countryDialingCode: demo.mobileNum ? demoCountryDialingCode : null,
      email: demoEmail(demo.account),
      passwordExpired: 'passwordExpired' in demo ? demo.passwordExpired : false,
      firstTimeLogin: false,
      paymentPassword: demo.type === 4 ? null : '123456',
      openingBalance: demo.balance,
      profile: demoProfiles[demo.account] ?? {},
      createdAt,
    });
  }
  await linkDemoUplines(ctx);
  for (const member of buildGeneratedMembers(faker, ctx.options.sizes)) {
    const upline = member.upline ? db.memberByAccount(member.upline) : undefined;
    await createMember(db, { ...member, uplineId: upline?.id ?? null });
  }

  const demoNames = new Set<string>(demoAccounts.map((d) => d.account));
  for (const member of db.members.all()) {
    const demo = demoNames.has(member.account);
    const changedAt = passwordChangedAt(ctx, member, faker, demo);
    const memberLabel = demo ? demoLabels(member.account, member.type) : member.memberLabel;
    await db.members.update(member.id, (m) => {
      m.passwordChangedAt = changedAt;
      m.memberLabel = memberLabel;
    });
    const iconId = demo
      ? demoIcons[member.account]
      : faker.datatype.boolean(0.6)
        ? faker.number.int({ min: 1, max: stockIconColors.length })
        : undefined;
    if (iconId)
      await db.memberAvatars.insert({ id: member.id, iconId, chosenAt: member.createdAt });
  }
  await seedReferrals(ctx);
  await seedSecondFactor(ctx, faker);
}

/** The addresses demo staff sign in from: the machine itself, and the in-page mock. */
export const demoKnownAddresses = ['127.0.0.1', '::1', '::ffff:127.0.0.1', 'local'];

/**
 * The demo accounts' usual addresses and authenticator secrets, second factor `off` (the control
 * API's `setSecondFactor` turns it on), so ordinary logins never meet the step.
 */
async function seedSecondFactor(ctx: SeedContext, faker: Faker): Promise<void> {
  for (const demo of demoAccounts) {
    const member = ctx.db.memberByAccount(demo.account);
    if (!member) continue;
    await ctx.db.secondFactorSettings.insert({
      id: member.id,
      mode: 'off',
      method: null,
      verificationCode: null,
      authenticatorSecret: faker.string.fromCharacters('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 16),
      knownAddresses: [...demoKnownAddresses],
    });
  }
}

import { refusals } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import { createMember, trialAccountType } from '../../../core/members';
import type { MemberRecord } from '../../../db/core-records';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { AccountsEnv } from './accounts-env';
import { randomHex } from './random-values';

/** Play money a new trial account starts with (like demotrial), so games can be tried. */
export const trialOpeningBalance = 2_000;

/**
 * `freePlayLogin` (FREEPLAY3): a new guest trial account (type 4) per visit. The portal's random
 * string is a one-time nonce: a replayed one is refused.
 */
export async function createTrialAccount(
  env: AccountsEnv,
  body: BodyOf<'freePlayLogin'>,
): Promise<Failure | MemberRecord> {
  if (!isFeatureOn(env.config.flags, 'FREEPLAY3')) return refusals.featureDisabled('free play');
  if (env.db.freePlayNonces.get(body.randomString))
    return refusals.invalid('body.randomString', 'this random string was used before');
  const now = env.clock.iso();
  await env.db.freePlayNonces.insert({ id: body.randomString, usedAt: now });
  let account = `guest_${randomHex(3)}`;
  while (env.db.memberByAccount(account)) account = `guest_${randomHex(3)}`;
  const member = await createMember(env.db, {
    account,
    password: randomHex(12),
    type: trialAccountType,
    nickname: 'Guest',
    firstTimeLogin: true,
    openingBalance: trialOpeningBalance,
    createdAt: now,
  });
  return member;
}

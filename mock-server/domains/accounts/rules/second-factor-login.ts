import { fail } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import { exclusionFailure } from '../../protection/rules/exclusion-store';
import type { AccountsEnv } from './accounts-env';
import {
  clearLoginFailures,
  loginGuardKey,
  loginLockFailure,
  recordLoginFailure,
} from './login-guard';
import {
  closeChallenge,
  expiredStep,
  isRightAnswer,
  openChallenge,
} from './second-factor-challenges';

/**
 * `verifySecondFactor`: checks the answer of an open challenge. A locked name is refused (and the
 * challenge burned); a wrong answer counts as a failed login of the name, so the login's guessing
 * lock also bounds the guesses here. A right one closes the challenge and clears the count; a
 * member in a time-out or self-exclusion is then refused. Answers the member and the address the
 * login came from.
 */
export async function passSecondFactor(
  env: AccountsEnv,
  body: BodyOf<'verifySecondFactor'>,
): Promise<Failure | { member: MemberRecord; address: string }> {
  const challenge = openChallenge(env, body.challengeId);
  if ('kind' in challenge) return challenge;
  const member = env.db.members.get(challenge.memberId);
  if (!member) {
    await closeChallenge(env, challenge.id);
    return expiredStep();
  }
  const key = loginGuardKey('username', member.account);
  const locked = loginLockFailure(env, key);
  if (locked) {
    await closeChallenge(env, challenge.id);
    return locked;
  }
  if (!isRightAnswer(env, challenge, member, body.answer)) {
    await recordLoginFailure(env, key);
    const lock = loginLockFailure(env, key);
    if (lock) {
      await closeChallenge(env, challenge.id);
      return lock;
    }
    return fail(401, 'invalid_verification_code', 'enter a valid verification code', {
      field: 'body.answer',
    });
  }
  await closeChallenge(env, challenge.id);
  await clearLoginFailures(env.db, key);
  const excluded = exclusionFailure(env.db, member.id, env.clock.nowMs());
  if (excluded) return excluded;
  return { member, address: challenge.address };
}

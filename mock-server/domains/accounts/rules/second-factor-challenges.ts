import { fail } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import type { SecondFactorChallengeRecord, SecondFactorMethod } from '../records';
import { minuteMs, type AccountsEnv } from './accounts-env';
import { isAuthenticatorCode } from './authenticator-code';
import { sendMessage } from './inbox';
import { maskEmail, maskMobile } from './masking';
import { randomHex, randomText } from './random-values';
import { methodFor, secondFactorSettingsOf } from './second-factor-settings';
import { fullNumber } from './sms-codes';

/** How long a second-factor step stays open after the login. */
export const secondFactorMinutes = 5;

/** Challenges kept at most; the oldest go first (a login flood cannot grow the table). */
export const maxSecondFactorChallenges = 10_000;

const secondsUntil = (env: AccountsEnv, iso: string) =>
  Math.max(0, Math.ceil((Date.parse(iso) - env.clock.nowMs()) / 1000));

function resendAfterSeconds(env: AccountsEnv, challenge: SecondFactorChallengeRecord): number {
  if (!challenge.sentAt) return 0;
  return secondsUntil(
    env,
    new Date(Date.parse(challenge.sentAt) + env.config.smsResendSeconds * 1000).toISOString(),
  );
}

/** Where a code of `method` goes, or null for the methods that send nothing. */
function destinationOf(member: MemberRecord, method: SecondFactorMethod): string | null {
  if (method === 'phone' && member.mobileNum)
    return fullNumber(member.countryDialingCode, member.mobileNum);
  if (method === 'email') return member.email;
  return null;
}

function hintOf(member: MemberRecord, method: SecondFactorMethod): string {
  if (method === 'phone')
    return `${member.countryDialingCode ?? ''}${maskMobile(member.mobileNum) ?? ''}`;
  if (method === 'email') return maskEmail(member.email) ?? '';
  return '';
}

/** Sends a new code of a phone or email challenge (to the sandbox inbox) and keeps it. */
async function sendCode(
  env: AccountsEnv,
  challenge: SecondFactorChallengeRecord,
): Promise<SecondFactorChallengeRecord> {
  const code = randomText('0123456789', 6);
  const to = challenge.sentTo ?? '';
  await sendMessage(env, {
    channel: challenge.method === 'email' ? 'email' : 'sms',
    to,
    code,
    purpose: 'secondFactor',
    text: `Your sign-in verification code is ${code}. It expires in ${secondFactorMinutes} minutes.`,
  });
  return env.db.secondFactorChallenges.update(challenge.id, (c) => {
    c.code = code;
    c.sentAt = env.clock.iso();
  });
}

/** The challenge as the login's 202 answer shows it. */
export function challengeView(
  env: AccountsEnv,
  challenge: SecondFactorChallengeRecord,
  member: MemberRecord,
): Schemas['SecondFactorChallenge'] {
  return {
    challengeId: challenge.id,
    method: challenge.method,
    hint: hintOf(member, challenge.method),
    expiresInSeconds: Math.max(1, secondsUntil(env, challenge.expiresAt)),
    ...(challenge.sentTo ? { resendAfterSeconds: resendAfterSeconds(env, challenge) } : {}),
    userName: member.account,
  };
}

/** Drops expired and used challenges, and the oldest beyond the cap. */
async function purgeChallenges(env: AccountsEnv): Promise<void> {
  const table = env.db.secondFactorChallenges;
  const nowMs = env.clock.nowMs();
  for (const c of table.all())
    if (c.used || Date.parse(c.expiresAt) <= nowMs) await table.remove(c.id);
  if (table.size < maxSecondFactorChallenges) return;
  const oldest = table.all().sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  for (const c of oldest.slice(0, table.size - maxSecondFactorChallenges + 1))
    await table.remove(c.id);
}

/**
 * Opens the second-factor step of a login whose password was right: the member's method, a code
 * sent at once for phone and email, `secondFactorMinutes` to answer.
 */
export async function startSecondFactor(
  env: AccountsEnv,
  member: MemberRecord,
  address: string,
): Promise<Schemas['SecondFactorChallenge']> {
  await purgeChallenges(env);
  const method = methodFor(member, secondFactorSettingsOf(env.db, member.id));
  let id = `sf_${randomHex(12)}`;
  while (env.db.secondFactorChallenges.get(id)) id = `sf_${randomHex(12)}`;
  let challenge = await env.db.secondFactorChallenges.insert({
    id,
    memberId: member.id,
    method,
    address,
    sentTo: destinationOf(member, method),
    code: null,
    sentAt: null,
    expiresAt: new Date(env.clock.nowMs() + secondFactorMinutes * minuteMs).toISOString(),
    used: false,
  });
  if (challenge.sentTo) challenge = await sendCode(env, challenge);
  return challengeView(env, challenge, member);
}

export const expiredStep = () =>
  fail(401, 'code_expired', 'this sign-in step has expired; sign in again', {
    field: 'body.challengeId',
  });

/** The open challenge `id`, or 401 `code_expired` (unknown, used or expired alike). */
export function openChallenge(env: AccountsEnv, id: string): SecondFactorChallengeRecord | Failure {
  const challenge = env.db.secondFactorChallenges.get(id);
  if (!challenge || challenge.used || Date.parse(challenge.expiresAt) <= env.clock.nowMs())
    return expiredStep();
  return challenge;
}

/** `Victoria  IP` and `victoria ip` are the same name. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether `answer` passes the challenge's method for `member`. */
export function isRightAnswer(
  env: AccountsEnv,
  challenge: SecondFactorChallengeRecord,
  member: MemberRecord,
  answer: string,
): boolean {
  const settings = secondFactorSettingsOf(env.db, member.id);
  switch (challenge.method) {
    case 'phone':
    case 'email':
      return challenge.code !== null && challenge.code === answer.trim();
    case 'bankAccountName':
      return sameName(member.profile.payeeName ?? '', answer) && answer.trim() !== '';
    case 'verificationCode':
      return settings.verificationCode !== null && settings.verificationCode === answer.trim();
    case 'authenticator':
      return (
        settings.authenticatorSecret !== '' &&
        isAuthenticatorCode(settings.authenticatorSecret, env.clock.nowMs(), answer)
      );
  }
}

/** Ends a challenge (passed, or burned by the lock). */
export async function closeChallenge(env: AccountsEnv, id: string): Promise<void> {
  if (env.db.secondFactorChallenges.get(id))
    await env.db.secondFactorChallenges.update(id, (c) => {
      c.used = true;
    });
}

/**
 * `resendSecondFactorCode`: a new code for a phone or email challenge, once per
 * `smsResendSeconds` (429 `too_many_requests` inside the gap); other methods 400 on the id.
 */
export async function resendSecondFactorCode(
  env: AccountsEnv,
  id: string,
): Promise<Failure | { resendAfterSeconds: number; expiresInSeconds: number }> {
  const open = openChallenge(env, id);
  if ('kind' in open) return open;
  if (!open.sentTo)
    return fail(400, 'validation_error', 'this sign-in step sends no code', {
      field: 'body.challengeId',
    });
  const wait = resendAfterSeconds(env, open);
  if (wait > 0)
    return fail(429, 'too_many_requests', `a code was sent moments ago; retry in ${wait} s`, {
      value: { retryAfterSeconds: wait },
    });
  const sent = await sendCode(env, open);
  return {
    resendAfterSeconds: resendAfterSeconds(env, sent),
    expiresInSeconds: secondsUntil(env, sent.expiresAt),
  };
}

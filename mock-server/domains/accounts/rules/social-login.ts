import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import { createMember } from '../../../core/members';
import type { MemberRecord } from '../../../db/core-records';
import { exclusionFailure } from '../../protection/rules/exclusion-store';
import { isFeatureOn } from '../../system/rules/feature-flags';
import { minuteMs, type AccountsEnv } from './accounts-env';
import { randomText } from './random-values';
import { assignReferralCode } from './referral-codes';
import { decodeSocialCode, type SocialCode, type SocialProvider } from './social-codes';

/** How long a consent page's code is good for, and how far ahead of the clock it may be. */
export const socialCodeMinutes = 5;
const clockSkewMs = minuteMs;

const providerFlags: Record<SocialProvider, 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3'> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};
const accountPrefix: Record<SocialProvider, string> = { facebook: 'fb', google: 'gg' };

const codeRefused = (code: 'code_expired' | 'invalid_verification_code', message: string) =>
  fail(401, code, message, { field: 'body.code' });

/** Whether social login with `provider` is on (SOCIALLOGIN3 and the provider's flag). */
export function socialLoginOn(flags: Record<string, boolean>, provider: SocialProvider): boolean {
  return isFeatureOn(flags, 'SOCIALLOGIN3') && isFeatureOn(flags, providerFlags[provider]);
}

/**
 * Checks a consent page's code for `provider` and `state`: well formed, same provider and state,
 * not used, issued within `socialCodeMinutes` of the sandbox clock. Uses it up (its nonce is kept
 * while it could still be valid).
 */
export async function redeemSocialCode(
  env: AccountsEnv,
  body: BodyOf<'socialLogin'>,
): Promise<Failure | SocialCode> {
  const code = decodeSocialCode(body.code);
  if (!code || code.provider !== body.provider || code.state !== body.state)
    return codeRefused(
      'invalid_verification_code',
      'this sign-in code was not issued for this request',
    );
  const nowMs = env.clock.nowMs();
  const nonces = env.db.socialCodeNonces;
  for (const old of nonces.all())
    if (Date.parse(old.usedAt) + socialCodeMinutes * minuteMs + clockSkewMs < nowMs)
      await nonces.remove(old.id);
  const tooOld = code.issuedAt + socialCodeMinutes * minuteMs <= nowMs;
  const early = code.issuedAt > nowMs + clockSkewMs;
  if (nonces.get(code.nonce) || tooOld || early)
    return codeRefused('code_expired', 'this sign-in code was used or has expired; sign in again');
  await nonces.insert({ id: code.nonce, usedAt: env.clock.iso() });
  return code;
}

/** `fb100001`, `gg100002`, ...: the next free name of the provider's members. */
function newAccountName(env: AccountsEnv, provider: SocialProvider): string {
  let n = 100_001 + env.db.socialLinks.size;
  while (env.db.memberByAccount(`${accountPrefix[provider]}${n}`)) n += 1;
  return `${accountPrefix[provider]}${n}`;
}

/** The member linked to the provider account, created (a player) and linked on its first sign-in. */
async function linkedMember(env: AccountsEnv, code: SocialCode): Promise<MemberRecord> {
  const linkId = `${code.provider}:${code.sub}`;
  const link = env.db.socialLinks.get(linkId);
  const linked = link ? env.db.members.get(link.memberId) : undefined;
  if (linked) return linked;
  const member = await createMember(env.db, {
    account: newAccountName(env, code.provider),
    // Never typed: the member signs in through the provider (or sets one with a phone reset).
    password: `${randomText('abcdefghjkmnpqrstuvwxyz', 8)}${randomText('23456789', 4)}`,
    type: 0,
    nickname: code.name,
    email: code.email,
    firstTimeLogin: true,
    createdAt: env.clock.iso(),
  });
  await assignReferralCode(env.db, member);
  if (link) await env.db.socialLinks.remove(linkId);
  await env.db.socialLinks.insert({ id: linkId, memberId: member.id, linkedAt: env.clock.iso() });
  return member;
}

/**
 * `socialLogin`: the flags, the code, then the linked (or new) member; a frozen or disabled member,
 * or one in a time-out or self-exclusion, is refused as by `login`.
 */
export async function socialSignIn(
  env: AccountsEnv,
  body: BodyOf<'socialLogin'>,
): Promise<Failure | MemberRecord> {
  if (!socialLoginOn(env.config.flags, body.provider))
    return refusals.featureDisabled(`social login with ${body.provider}`);
  const code = await redeemSocialCode(env, body);
  if ('kind' in code) return code;
  const member = await linkedMember(env, code);
  if (member.status !== 'normal')
    return fail(403, 'non_member_login', 'non-member accounts cannot log in');
  return exclusionFailure(env.db, member.id, env.clock.nowMs()) ?? member;
}

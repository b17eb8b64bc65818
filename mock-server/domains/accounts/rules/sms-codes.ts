import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { SmsCodeRecord, SmsPurpose } from '../records';
import { minuteMs, type AccountsEnv } from './accounts-env';
import { sendMessage } from './inbox';
import { randomText } from './random-values';

/** Wrong guesses a code survives; after that it is burned and a new one must be sent. */
export const maxWrongSmsGuesses = 5;

/** `+63` and `63` are the same dialing code; numbers are kept as `+<code><number>`. */
export function normalizeDialingCode(code: string | undefined | null, fallback = '+63'): string {
  const digits = (code ?? '').replace(/^\+/, '').trim();
  return digits ? `+${digits}` : fallback;
}

export function fullNumber(dialingCode: string | undefined | null, mobileNum: string): string {
  return `${normalizeDialingCode(dialingCode)}${mobileNum}`;
}

const purposeText: Record<SmsPurpose, string> = {
  login: 'login or password reset',
  register: 'registration',
};

/** Seconds until `to` may get another code, 0 when it may now (one code per number per gap). */
export function smsRetryAfterSeconds(env: AccountsEnv, to: string): number {
  const gapMs = env.config.smsResendSeconds * 1000;
  const last = env.db
    .smsCodesTo(to)
    .reduce((latest, r) => Math.max(latest, Date.parse(r.sentAt)), Number.NEGATIVE_INFINITY);
  const waitMs = last + gapMs - env.clock.nowMs();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Sends a new 6-digit code to `to` for `purpose`, replacing the previous one of that purpose.
 * Throttled per number: 429 `too_many_requests` with `value.retryAfterSeconds` inside the gap.
 * `deliver: false` keeps the code (so the gap, expiry and guesses behave the same) but sends
 * nothing: a login code asked for a number no member has (the answer must not tell).
 */
export async function sendSmsCode(
  env: AccountsEnv,
  input: { purpose: SmsPurpose; to: string; username?: string | null; deliver?: boolean },
): Promise<Failure | { expiredMinutes: number; record: SmsCodeRecord }> {
  const retryAfterSeconds = smsRetryAfterSeconds(env, input.to);
  if (retryAfterSeconds > 0) {
    return fail(
      429,
      'too_many_requests',
      `a code was sent to this number moments ago; retry in ${retryAfterSeconds} s`,
      {
        value: { retryAfterSeconds },
      },
    );
  }
  const expiredMinutes = Math.min(60, Math.max(1, Math.round(env.config.smsExpiredMinutes)));
  const code = randomText('0123456789', 6);
  const id = `${input.purpose}:${input.to}`;
  const record: SmsCodeRecord = {
    id,
    purpose: input.purpose,
    to: input.to,
    code,
    username: input.username?.trim().toLowerCase() || null,
    sentAt: env.clock.iso(),
    expiresAt: new Date(env.clock.nowMs() + expiredMinutes * minuteMs).toISOString(),
    failedAttempts: 0,
    used: false,
  };
  if (env.db.smsCodes.get(id)) await env.db.smsCodes.remove(id);
  await env.db.smsCodes.insert(record);
  if (input.deliver === false) return { expiredMinutes, record };
  await sendMessage(env, {
    channel: 'sms',
    to: input.to,
    code,
    purpose: input.purpose,
    text: `Your ${purposeText[input.purpose]} code is ${code}. It expires in ${expiredMinutes} minutes.`,
  });
  return { expiredMinutes, record };
}

export type SmsCodeCheck = 'valid' | 'invalid' | 'expired';

/**
 * What the current code of `to` says about `code` (nothing changes). A used or burned code, or
 * none at all, is `invalid`; an unused code past its time is `expired` (the portal says send again).
 */
export function checkSmsCode(
  env: AccountsEnv,
  input: { purpose: SmsPurpose; to: string; code: string; username?: string | null },
): SmsCodeCheck {
  const record = env.db.smsCodes.get(`${input.purpose}:${input.to}`);
  if (!record || record.used || record.failedAttempts >= maxWrongSmsGuesses) return 'invalid';
  if (Date.parse(record.expiresAt) <= env.clock.nowMs()) return 'expired';
  if (record.code !== input.code.trim()) return 'invalid';
  // A registration code asked for with a username belongs to that username only.
  if (
    record.username &&
    input.username !== undefined &&
    record.username !== (input.username ?? '').trim().toLowerCase()
  )
    return 'invalid';
  return 'valid';
}

/** Marks the code used: a code works once. */
export async function consumeSmsCode(
  env: AccountsEnv,
  purpose: SmsPurpose,
  to: string,
): Promise<void> {
  const id = `${purpose}:${to}`;
  if (env.db.smsCodes.get(id)) {
    await env.db.smsCodes.update(id, (r) => {
      r.used = true;
    });
  }
}

/** Counts a wrong guess, so a code cannot be found by trying all million values. */
export async function recordWrongSmsCode(
  env: AccountsEnv,
  purpose: SmsPurpose,
  to: string,
): Promise<void> {
  const id = `${purpose}:${to}`;
  if (env.db.smsCodes.get(id)) {
    await env.db.smsCodes.update(id, (r) => {
      r.failedAttempts += 1;
    });
  }
}

/**
 * Checks and, when valid, uses up the code; a wrong code counts a guess. Failures carry the keys the
 * contract gives (`invalid_verification_code`, `code_expired`) on `field` with `status`.
 */
export async function redeemSmsCode(
  env: AccountsEnv,
  input: { purpose: SmsPurpose; to: string; code: string; username?: string | null },
  blame: { status: number; field: string },
): Promise<Failure | null> {
  const check = checkSmsCode(env, input);
  if (check === 'expired')
    return fail(blame.status, 'code_expired', 'the code has expired, send again', {
      field: blame.field,
    });
  if (check === 'invalid') {
    await recordWrongSmsCode(env, input.purpose, input.to);
    return fail(blame.status, 'invalid_verification_code', 'enter a valid verification code', {
      field: blame.field,
    });
  }
  await consumeSmsCode(env, input.purpose, input.to);
  return null;
}

import type { Db } from '../../../db/create-db';
import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import { captchaAlphabet } from './bitmap-font';
import { captchaImagePng } from './captcha-image';
import { minuteMs, type AccountsEnv } from './accounts-env';
import { randomHex, randomText } from './random-values';

export const captchaLength = 4;
export const captchaLifetimeMs = 5 * minuteMs;
/** The portal refreshes at most once per second (section 4); faster refreshes are refused. */
export const captchaRefreshGapMs = 1000;

export interface IssuedCaptcha {
  /** Travels in the `X-Captcha-Id` header; `login` sends it back as `captchaId`. */
  captchaId: string;
  /** The base64-encoded PNG: `getCaptcha`'s `value`. */
  image: string;
  expiresAt: string;
}

/**
 * Issues a new captcha: remembers its text under a fresh `captchaId` and draws it as a PNG.
 * Other challenges stay valid; a client asking again within a second gets 429.
 */
export async function issueCaptcha(
  env: AccountsEnv,
  clientKey: string,
): Promise<Failure | IssuedCaptcha> {
  const now = env.clock.nowMs();
  const previous = env.db.captchasOfClient(clientKey).at(-1);
  if (previous && now - Date.parse(previous.issuedAt) < captchaRefreshGapMs) {
    return fail(429, 'too_many_requests', 'captcha refreshed too often, retry in a second', {
      value: { retryAfterSeconds: 1 },
    });
  }
  const text = randomText(captchaAlphabet, captchaLength);
  const record = await env.db.captchas.insert({
    id: `cap_${randomHex(8)}`,
    text,
    clientKey,
    issuedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + captchaLifetimeMs).toISOString(),
    used: false,
  });
  return { captchaId: record.id, image: captchaImagePng(text), expiresAt: record.expiresAt };
}

/**
 * Checks a typed captcha against the challenge `captchaId` and uses the challenge up, right or
 * wrong: each image answers one attempt. Case does not matter.
 */
export async function redeemCaptcha(
  env: AccountsEnv,
  captchaId: string | undefined,
  typed: string | undefined,
): Promise<boolean> {
  const record = captchaId ? env.db.captchas.get(captchaId) : undefined;
  if (!record) return false;
  const usable = !record.used && Date.parse(record.expiresAt) > env.clock.nowMs();
  await env.db.captchas.update(record.id, (c) => {
    c.used = true;
  });
  return usable && (typed ?? '').trim().toUpperCase() === record.text;
}

/** The text of a captcha image, for the control API's `getCaptchaAnswer` (null when unknown). */
export function captchaText(db: Db, captchaId: string): string | null {
  return db.captchas.get(captchaId)?.text ?? null;
}

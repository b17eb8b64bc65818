import { crc32 } from './checksums';
import { randomText } from './random-values';

/** Seconds one authenticator code lasts (as in RFC 6238 apps). */
export const authenticatorStepSeconds = 30;

const secretAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new 16-character authenticator secret. */
export function newAuthenticatorSecret(): string {
  return randomText(secretAlphabet, 16);
}

/**
 * The sandbox authenticator scheme (contract `setSecondFactor`): the code of step
 * `floor(nowMs / 30000)` is the CRC-32 of `<secret>:<step>` modulo 1,000,000, six digits. Not
 * RFC 6238: its HMAC-SHA1 is asynchronous in the browser, and the in-page mock answers at once.
 */
export function authenticatorCode(secret: string, nowMs: number, stepsBack = 0): string {
  const step = Math.floor(nowMs / (authenticatorStepSeconds * 1000)) - stepsBack;
  const value = crc32(new TextEncoder().encode(`${secret}:${step}`)) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** Whether `code` is the code of the current step or the one before (clock drift). */
export function isAuthenticatorCode(secret: string, nowMs: number, code: string): boolean {
  const typed = code.trim();
  return (
    typed === authenticatorCode(secret, nowMs) || typed === authenticatorCode(secret, nowMs, 1)
  );
}

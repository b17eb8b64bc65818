import { describe, expect, it } from 'vitest';
import {
  authenticatorCode,
  isAuthenticatorCode,
  newAuthenticatorSecret,
} from './authenticator-code';

describe('the sandbox authenticator code', () => {
  const secret = 'K7Q2M9X4P1R8T5V3';
  const start = Date.parse('2026-11-28T00:00:00Z');

  it('is six digits, the same within a 30-second step and different in the next', () => {
    const code = authenticatorCode(secret, start);
    expect(code).toMatch(/^\d{6}$/);
    expect(authenticatorCode(secret, start + 29_999)).toBe(code);
    expect(authenticatorCode(secret, start + 30_000)).not.toBe(code);
    expect(authenticatorCode('OTHERSECRET23456', start)).not.toBe(code);
  });

  it('accepts the current and the previous step only', () => {
    const now = start + 65_000;
    expect(isAuthenticatorCode(secret, now, authenticatorCode(secret, now))).toBe(true);
    expect(isAuthenticatorCode(secret, now, ` ${authenticatorCode(secret, now - 30_000)} `)).toBe(
      true,
    );
    expect(isAuthenticatorCode(secret, now, authenticatorCode(secret, now - 60_000))).toBe(false);
    expect(isAuthenticatorCode(secret, now, '')).toBe(false);
  });

  it('draws 16-character secrets', () => {
    expect(newAuthenticatorSecret()).toMatch(/^[A-Z2-9]{16}$/);
    expect(newAuthenticatorSecret()).not.toBe(newAuthenticatorSecret());
  });
});

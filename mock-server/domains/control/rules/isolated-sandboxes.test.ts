import { describe, expect, it } from 'vitest';
import {
  expiredIds,
  expiresAtMs,
  hasRoomForSandbox,
  isExpired,
  newSandboxId,
  parseSandboxPrefix,
  sandboxIdPattern,
} from './isolated-sandboxes';

describe('sandbox prefix routing', () => {
  it('splits a prefixed API path into the sandbox and the path inside it', () => {
    expect(parseSandboxPrefix('/s/abc123def4/wps/member/balance?x=1')).toEqual({
      id: 'abc123def4',
      prefix: '/s/abc123def4',
      rest: '/wps/member/balance?x=1',
    });
  });

  it('takes the bare prefix for the sandbox home page', () => {
    expect(parseSandboxPrefix('/s/abc123def4')?.rest).toBe('/');
    expect(parseSandboxPrefix('/s/abc123def4?lang=CN')?.rest).toBe('/?lang=CN');
  });

  it('leaves root paths and malformed ids to the root sandbox', () => {
    expect(parseSandboxPrefix('/wps/member/balance')).toBeNull();
    expect(parseSandboxPrefix('/s/short/wps')).toBeNull();
    expect(parseSandboxPrefix('/s/ABC123DEF4/wps')).toBeNull();
    expect(parseSandboxPrefix('/slots')).toBeNull();
  });
});

describe('sandbox ids', () => {
  it('are ten lower-case letters and digits', () => {
    let n = 0;
    const id = newSandboxId(() => (n += 37));
    expect(id).toMatch(sandboxIdPattern);
  });
});

describe('idle expiry', () => {
  it('expires exactly after the idle minutes', () => {
    expect(expiresAtMs(1_000, 120)).toBe(1_000 + 120 * 60_000);
    expect(isExpired(0, 120 * 60_000 - 1, 120)).toBe(false);
    expect(isExpired(0, 120 * 60_000, 120)).toBe(true);
  });

  it('lists only the idle sandboxes', () => {
    const now = 10 * 60_000;
    expect(
      expiredIds(
        [
          { id: 'old', lastUsedMs: 0 },
          { id: 'fresh', lastUsedMs: now - 60_000 },
        ],
        now,
        5,
      ),
    ).toEqual(['old']);
  });
});

describe('the sandbox limit', () => {
  it('admits up to the limit and refuses the next', () => {
    expect(hasRoomForSandbox(49, 50)).toBe(true);
    expect(hasRoomForSandbox(50, 50)).toBe(false);
    expect(hasRoomForSandbox(0, 0)).toBe(false);
  });
});

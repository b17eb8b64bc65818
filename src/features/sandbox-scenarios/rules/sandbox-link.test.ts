import { describe, expect, it } from 'vitest';
import { isSnapshotName, minutesLeft, sandboxLink } from './sandbox-link';

describe('sandbox links', () => {
  it('joins the origin and the prefix with one trailing slash', () => {
    expect(sandboxLink('http://127.0.0.1:4010', '/s/abc123def4')).toBe(
      'http://127.0.0.1:4010/s/abc123def4/',
    );
    expect(sandboxLink('http://host/', '/s/abc123def4')).toBe('http://host/s/abc123def4/');
  });

  it('counts whole minutes left, never below zero', () => {
    const now = Date.parse('2026-11-28T00:00:00Z');
    expect(minutesLeft('2026-11-28T02:00:00Z', now)).toBe(120);
    expect(minutesLeft('2026-11-28T00:00:30Z', now)).toBe(1);
    expect(minutesLeft('2026-11-27T00:00:00Z', now)).toBe(0);
  });

  it('accepts the names the contract accepts', () => {
    expect(isSnapshotName('before the demo')).toBe(true);
    expect(isSnapshotName('')).toBe(false);
    expect(isSnapshotName('a/b')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask-account';

describe('maskAccount', () => {
  it('keeps the ends as the contract example does', () => {
    expect(maskAccount('demoplayer')).toBe('de***er');
    expect(maskAccount('demoagent')).toBe('de***nt');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('')).toBe('****');
  });

  it('never answers the account or its middle', () => {
    for (const account of ['a', 'ab', 'abc', 'abcde', 'abcdef', 'player_123456789']) {
      const masked = maskAccount(account);
      expect(masked).not.toBe(account);
      expect(masked).toContain('***');
      expect(masked.length).toBeLessThanOrEqual(7);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { maskAccount, maskEmail, maskMobile } from './masking';

describe('masking', () => {
  it('masks mobile numbers keeping a few digits at each end', () => {
    expect(maskMobile('09171234567')).toBe('0917****567');
    expect(maskMobile('9171234567')).toBe('9171***567');
    expect(maskMobile('12345')).toBe('12**5');
    expect(maskMobile(null)).toBeNull();
  });

  it('masks email addresses keeping the domain', () => {
    expect(maskEmail('demoplayer@sandbox.test')).toBe('de***@sandbox.test');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail(null)).toBeNull();
  });

  it('masks account names', () => {
    expect(maskAccount('demoagent')).toBe('de*****nt');
    expect(maskAccount('abc')).toBe('a***');
  });
});

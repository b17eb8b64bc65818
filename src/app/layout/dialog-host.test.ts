import { describe, expect, it } from 'vitest';
import { registrationVerdict } from './dialog-host';

describe('registrationVerdict', () => {
  it('opens the registration form only with DIRECTREG3 on, once the flags are known', () => {
    expect(registrationVerdict(false, new Set())).toBe('wait');
    expect(registrationVerdict(true, new Set(['DIRECTREG3']))).toBe('open');
    expect(registrationVerdict(true, new Set(['REGISTER3']))).toBe('refuse');
  });
});

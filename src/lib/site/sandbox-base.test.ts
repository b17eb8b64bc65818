import { describe, expect, it } from 'vitest';
import { sandboxBaseOf } from './sandbox-base';

describe('sandboxBaseOf', () => {
  it('finds the isolated sandbox prefix at the start of the path', () => {
    expect(sandboxBaseOf('/s/abc123def4/')).toBe('/s/abc123def4');
    expect(sandboxBaseOf('/s/abc123def4')).toBe('/s/abc123def4');
    expect(sandboxBaseOf('/s/abc123def4/slots')).toBe('/s/abc123def4');
  });

  it('is empty for the root sandbox and for look-alikes', () => {
    expect(sandboxBaseOf('/')).toBe('');
    expect(sandboxBaseOf('/slots')).toBe('');
    expect(sandboxBaseOf('/s/abc123def45/')).toBe('');
    expect(sandboxBaseOf('/x/s/abc123def4/')).toBe('');
  });
});

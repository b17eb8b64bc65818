// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionKeepingMerchant, readToken, writeSession } from './session-values';

describe('session values', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps only merchant and merchantCode when the session is cleared at logout', () => {
    sessionStorage.setItem('merchant', 'brand');
    sessionStorage.setItem('merchantCode', 'M01');
    writeSession({ token: 'abc', account: 'demoplayer', isAgent: false, customerId: '10001' });
    expect(readToken()).toBe('abc');
    clearSessionKeepingMerchant();
    expect(readToken()).toBeNull();
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(sessionStorage.getItem('merchantCode')).toBe('M01');
  });
});

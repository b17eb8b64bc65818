import { describe, expect, it } from 'vitest';
import { joinCodesOf, offeredContracts } from './join-codes';

describe('join page codes', () => {
  it('reads the agent code as the registration dialog does', () => {
    expect(joinCodesOf('?affiliateCode=%20DEMOAGENT%20')).toEqual({
      affiliateCode: 'DEMOAGENT',
      referralCode: null,
    });
    expect(joinCodesOf('?code=AG1&referralCode=FRIEND')).toEqual({
      affiliateCode: 'AG1',
      referralCode: 'FRIEND',
    });
    expect(joinCodesOf('?affiliateCode=&code=')).toEqual({
      affiliateCode: null,
      referralCode: null,
    });
  });

  it('offers the contract types whose feature is on, in the agent centre order', () => {
    expect(offeredContracts(new Set(['RTSAL3', 'enableCt']))).toEqual([
      'dividend',
      'realtimeSalary',
    ]);
    expect(offeredContracts(new Set())).toEqual([]);
  });
});

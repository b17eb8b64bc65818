import { describe, expect, it } from 'vitest';
import { codesFromUrl } from './url-codes';

describe('codesFromUrl (section 4)', () => {
  it('reads the agent code from ?affiliateCode= or ?code=, and the referral code', () => {
    expect(codesFromUrl('?affiliateCode=DEMOAGENT')).toEqual({
      affiliateCode: 'DEMOAGENT',
      referralCode: null,
    });
    expect(codesFromUrl('?code=DEMOAGENT&referralCode=REF1')).toEqual({
      affiliateCode: 'DEMOAGENT',
      referralCode: 'REF1',
    });
    expect(codesFromUrl('?affiliateCode=A1B2&code=OTHER')).toEqual({
      affiliateCode: 'A1B2',
      referralCode: null,
    });
  });
  it('ignores empty values', () => {
    expect(codesFromUrl('?affiliateCode=%20&code=')).toEqual({
      affiliateCode: null,
      referralCode: null,
    });
    expect(codesFromUrl('')).toEqual({ affiliateCode: null, referralCode: null });
  });
});

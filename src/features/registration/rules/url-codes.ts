/**
 * The invitation codes a registration link may carry (section 4): the agent's code as
 * `?affiliateCode=` (or `?code=`), and a friend's referral code as `?referralCode=`.
 */
export interface UrlCodes {
  affiliateCode: string | null;
  referralCode: string | null;
}

export function codesFromUrl(search: string): UrlCodes {
  const params = new URLSearchParams(search);
  const clean = (value: string | null) => value?.trim() || null;
  return {
    affiliateCode: clean(params.get('affiliateCode')) ?? clean(params.get('code')),
    referralCode: clean(params.get('referralCode')),
  };
}

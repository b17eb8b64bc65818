import { features } from '../../../lib/site/feature-flags';

/**
 * The agent's invitation code a join link carries, read the way the registration dialog reads it
 * (src/features/registration/rules/url-codes.ts: `?affiliateCode=`, else `?code=`), and a
 * friend's `?referralCode=`. The registration dialog opened on this page reads the same address,
 * so whatever is found here is what it prefills.
 */
export function joinCodesOf(search: string): {
  affiliateCode: string | null;
  referralCode: string | null;
} {
  const params = new URLSearchParams(search);
  const clean = (value: string | null) => value?.trim() || null;
  return {
    affiliateCode: clean(params.get('affiliateCode')) ?? clean(params.get('code')),
    referralCode: clean(params.get('referralCode')),
  };
}

export type ContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

/** The agent centre's contract pages and the feature flag each needs (section 2, agent centre). */
const contractFlags: readonly [ContractKind, string][] = [
  ['dividend', features.dividendContract],
  ['dailySalary', features.dailySalary],
  ['hourlySalary', features.hourlySalary],
  ['realtimeSalary', features.realtimeSalary],
];

/** The contract types this site's agents can be offered, in the agent centre's order. */
export function offeredContracts(enabled: ReadonlySet<string>): ContractKind[] {
  return contractFlags.filter(([, flag]) => enabled.has(flag)).map(([kind]) => kind);
}

/**
 * The member centre's pages (section 2), in the order its menu shows them; `playerRank` is named by
 * the specification without a place, so it comes last. The keys are the specification's and travel
 * in the address (`?mc=<page>`); `playerProtection` (responsible gaming, decision 015) is ours and
 * sits after the account page.
 */
export const memberCentrePages = [
  'securityCenter',
  'playerProtection',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerRank',
] as const;

export type MemberCentrePage = (typeof memberCentrePages)[number];

/** The page the member centre opens on when none (or an unknown one) is asked for. */
export const defaultMemberCentrePage: MemberCentrePage = 'securityCenter';

export function isMemberCentrePage(value: string): value is MemberCentrePage {
  return (memberCentrePages as readonly string[]).includes(value);
}

import type { Schemas } from '../../../core/handler-types';
import type { MenuName } from '../records';

type Key = Schemas['MenuSetting']['key'];

/**
 * The menus in display order, as the contract's example gives them. Only the DS88 category is
 * switched off (so the portal's hiding of disabled items shows); the salary pages are on here and
 * left to their whitelabel flags (HOURSAL3, RTSAL3), which the control API flips.
 */
const menus: Record<MenuName, readonly (readonly [Key, boolean])[]> = {
  header: [
    ['home', true],
    ['LIVE', true],
    ['RNG', true],
    ['FISH', true],
    ['PVP', true],
    ['SPORTS', true],
    ['ESPORTS', true],
    ['LOTT', true],
    ['ELOTT', true],
    ['DS88', false],
    ['inviteFriends', true],
    ['rewardCenter', true],
    ['events', true],
    ['helpCenter', true],
    ['language', true],
  ],
  memberCentre: [
    ['securityCenter', true],
    ['transferFund', true],
    ['depositv2', true],
    ['withdraw', true],
    ['transferUpline', true],
    ['personalHistoryCopy', true],
    ['transactionHistory', true],
    ['personalProfit', true],
    ['bonusDetails', true],
    ['rewardCenter', true],
    ['referral', true],
    ['missionLeaderboard', true],
    ['messageV2', true],
    ['manualRebate', true],
    ['playerRank', true],
  ],
  agentCentre: [
    ['agentAnnouncement', true],
    ['agentTeamOverview', true],
    ['registerCenter', true],
    ['downlineManagmentView', true],
    ['personalHistoryCopy', true],
    ['palStatementsAgentCopy', true],
    ['agentRevenueReport', true],
    ['agentDownlineTransactionDetailsCopy', true],
    ['agentDividendRecordCopy2', true],
    ['agentDailyWages2', true],
    ['agentHourSalary', true],
    ['agentRealtimeSalary', true],
  ],
};

export const menuSettingSeed = (Object.keys(menus) as MenuName[]).flatMap((menu) =>
  menus[menu].map(([key, enabled], index) => ({
    id: `${menu}:${key}`,
    menu,
    key,
    enabled,
    sort: index + 1,
  })),
);

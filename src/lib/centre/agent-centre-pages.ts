import type { components } from '../../../openapi/runtime/generated/openapi';

/**
 * The agent centre's pages (section 2), in the order its menu (titled Agent) shows them. The keys
 * are the specification's and travel in the address (`?ac=<page>`); `transferUpline` (issue 13:
 * "and transfer to upline") is the member centre's page, offered here too after the reports.
 */
export const agentCentrePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'transferUpline',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof agentCentrePages)[number];

/** The page the agent centre opens on when none (or an unknown one) is asked for. */
export const defaultAgentCentrePage: AgentCentrePage = 'agentTeamOverview';

/** The contract pages, by the contract kind each shows (`ContractKind` of the contract). */
export const contractPageOfKind = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<string, AgentCentrePage>;

/** Account types with an agent centre (sections 6 and 9: 1, 2, 41, 42; 4 is the trial type). */
export const agentCentreTypes: readonly components['schemas']['MemberInfo']['type'][] = [
  1, 2, 41, 42,
];

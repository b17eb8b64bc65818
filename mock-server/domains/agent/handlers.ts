import type { AnyHandler } from '../../core/define-handler';
import { getReferralLink, listAgentAnnouncements } from './handlers/agent-info';
import {
  processDailySalaryContract,
  processDividendContract,
  processHourlySalaryContract,
  processRealtimeSalaryContract,
} from './handlers/contract-process';
import { getConsolidatedContractInfo, listContracts, offerContract } from './handlers/contracts';
import { listDividendRecords } from './handlers/dividend-records';
import { listDownlines, registerDownline } from './handlers/downlines';
import { getAgentIncome } from './handlers/income';
import {
  getTeamOverview,
  getTeamProfitLoss,
  listTeamBets,
  listTeamTransactions,
} from './handlers/team-reports';
import { transferToDownline, transferToUpline } from './handlers/transfers';

/** The agent domain's operation handlers (tags `agent` and `contracts`). */
export const agentHandlers: AnyHandler[] = [
  getTeamOverview,
  listDownlines,
  registerDownline,
  listTeamBets,
  getTeamProfitLoss,
  getAgentIncome,
  listTeamTransactions,
  transferToDownline,
  transferToUpline,
  listAgentAnnouncements,
  getReferralLink,
  getConsolidatedContractInfo,
  listContracts,
  offerContract,
  processDividendContract,
  processDailySalaryContract,
  processHourlySalaryContract,
  processRealtimeSalaryContract,
  listDividendRecords,
];

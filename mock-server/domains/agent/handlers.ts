import type { AnyHandler } from '../../core/define-handler';
import { getAgentIncomeHandler } from './handlers/get-agent-income';
import { getConsolidatedContractInfoHandler } from './handlers/get-consolidated-contract-info';
import { getReferralLinkHandler } from './handlers/get-referral-link';
import { getTeamOverviewHandler } from './handlers/get-team-overview';
import { getTeamProfitLossHandler } from './handlers/get-team-profit-loss';
import { listAgentAnnouncementsHandler } from './handlers/list-agent-announcements';
import { listContractsHandler } from './handlers/list-contracts';
import { listDividendRecordsHandler } from './handlers/list-dividend-records';
import { listDownlinesHandler } from './handlers/list-downlines';
import { listTeamBetsHandler } from './handlers/list-team-bets';
import { listTeamTransactionsHandler } from './handlers/list-team-transactions';
import { offerContractHandler } from './handlers/offer-contract';
import { processDailySalaryContractHandler } from './handlers/process-daily-salary-contract';
import { processDividendContractHandler } from './handlers/process-dividend-contract';
import { processHourlySalaryContractHandler } from './handlers/process-hourly-salary-contract';
import { processRealtimeSalaryContractHandler } from './handlers/process-realtime-salary-contract';
import { registerDownlineHandler } from './handlers/register-downline';
import { transferToDownlineHandler } from './handlers/transfer-to-downline';
import { transferToUplineHandler } from './handlers/transfer-to-upline';

/** The agent domain's operation handlers (tags `agent` and `contracts`). */
export const agentHandlers: AnyHandler[] = [
  getAgentIncomeHandler,
  getConsolidatedContractInfoHandler,
  getReferralLinkHandler,
  getTeamOverviewHandler,
  getTeamProfitLossHandler,
  listAgentAnnouncementsHandler,
  listContractsHandler,
  listDividendRecordsHandler,
  listDownlinesHandler,
  listTeamBetsHandler,
  listTeamTransactionsHandler,
  offerContractHandler,
  processDailySalaryContractHandler,
  processDividendContractHandler,
  processHourlySalaryContractHandler,
  processRealtimeSalaryContractHandler,
  registerDownlineHandler,
  transferToDownlineHandler,
  transferToUplineHandler,
];

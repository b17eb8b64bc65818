import { Table } from '../../db/typed-collection';
import type {
  ContractRecord,
  DividendRecordRow,
  AgentNoticeRecord,
  AgentTransferRecord,
  SettlementMarkRecord,
} from './records';

/** The agent domain's own @msw/data tables (see mock-server/README.md). */
export function createAgentTables() {
  const agentContracts = new Table<ContractRecord>();
  const agentDividendRecords = new Table<DividendRecordRow>();
  const agentNotices = new Table<AgentNoticeRecord>();
  const agentTransfers = new Table<AgentTransferRecord>();
  const agentSettlementMarks = new Table<SettlementMarkRecord>();
  return {
    agentContracts,
    /** Contracts a member offered (as upline). */
    contractsOfferedBy: agentContracts.groupIndex((c) => c.uplineId),
    /** Contracts offered to a member (as downline). */
    contractsOfferedTo: agentContracts.groupIndex((c) => c.downlineId),
    agentDividendRecords,
    dividendRecordsPaidBy: agentDividendRecords.groupIndex((r) => r.uplineId),
    dividendRecordsPaidTo: agentDividendRecords.groupIndex((r) => r.downlineId),
    agentNotices,
    agentTransfers,
    /** How far the real-time salary windows are settled (one record, `realtimeSalary`). */
    agentSettlementMarks,
  };
}

export type AgentTables = ReturnType<typeof createAgentTables>;

import { Table } from '../../db/typed-collection';
import type {
  ContractRecord,
  DividendRecordRow,
  AgentNoticeRecord,
  AgentTransferRecord,
} from './records';

/** The agent domain's own @msw/data tables (see mock-server/README.md). */
export function createAgentTables() {
  const agentContracts = new Table<ContractRecord>();
  const agentDividendRecords = new Table<DividendRecordRow>();
  const agentNotices = new Table<AgentNoticeRecord>();
  const agentTransfers = new Table<AgentTransferRecord>();
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
  };
}

export type AgentTables = ReturnType<typeof createAgentTables>;

import type { Schemas } from '../../core/handler-types';

export type ContractKind = Schemas['ContractKind'];
export type ContractStatus = Schemas['ContractStatus'];
export type ContractTerms = Schemas['ContractTerms'];
export type ContractSide = 'upline' | 'downline';
export type ContractEndReason = NonNullable<Schemas['Contract']['endReason']>;

/**
 * A contract between an upline and a direct downline. The parties are kept by member id (the
 * contract's `upline` / `downline` accounts are looked up when it is shown); `id` is the contractId.
 */
export interface ContractRecord {
  id: string;
  kind: ContractKind;
  status: ContractStatus;
  uplineId: number;
  downlineId: number;
  terms: ContractTerms;
  confirmLowerRate: boolean;
  replacesContractId?: string;
  terminationRequestedBy?: ContractSide;
  endReason?: ContractEndReason;
  createdAt: string;
  updatedAt: string;
  effectiveAt?: string;
  endedAt?: string;
}

/** One dividend settlement of a dividend contract for one period; money in cents. `id` is the recordId. */
export interface DividendRecordRow {
  id: string;
  contractId: string;
  uplineId: number;
  downlineId: number;
  settlementPeriod: Schemas['DividendSettlementPeriod'];
  periodStart: string;
  periodEnd: string;
  validBetCents: number;
  profitLossCents: number;
  activeMembers: number;
  rate: number;
  amountCents: number;
  status: Schemas['DividendRecordStatus'];
  settledAt?: string;
}

/**
 * How far the real-time salary windows are settled (`id` is the contract kind, `realtimeSalary`):
 * every window ending at or before `settledUpTo` has been paid. Kept in a table, so an export, an
 * import and `--persist` carry it and a restart neither pays a window twice nor skips one.
 */
export interface SettlementMarkRecord {
  id: 'realtimeSalary';
  settledUpTo: string;
}

/** An announcement for agents: the contract's Notice as it is. */
export type AgentNoticeRecord = Schemas['Notice'];

/** A transfer between an agent and a downline or upline (the ledger has the money side). `id` is the transferId. */
export interface AgentTransferRecord {
  id: string;
  requestId: string;
  direction: Schemas['AgentTransfer']['direction'];
  fromMemberId: number;
  toMemberId: number;
  amountCents: number;
  createdAt: string;
}

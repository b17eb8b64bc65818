import type { Schemas } from '../../core/handler-types';
import { isAgent } from '../../core/members';
import { findWallet, fromCents, mainWallet } from '../../core/money';
import type { Db } from '../../db/create-db';
import type { BetRecord, LedgerRecord, MemberRecord } from '../../db/core-records';
import { headlineRate } from './rules/contract-rates';
import { inForceStatuses, liveStatuses } from './rules/contract-transitions';
import { realtimeSettledUpToMs } from './rules/realtime-salary';
import { realtimeWindowMs } from './rules/realtime-windows';
import { profitLossCents, type Figures } from './rules/team-figures';
import type { ContractKind, ContractRecord, DividendRecordRow } from './records';
import { teamOf } from './rules/team';

/** Shapes stored records into the contract's values (money from cents, parties by account). */

export function accountOf(db: Db, memberId: number): string {
  return db.members.get(memberId)?.account ?? `member${memberId}`;
}

/**
 * When a real-time salary contract in force was last settled (the end of the last settled window,
 * if that came after it took effect) and when the current window is settled.
 */
function settlementTimes(
  db: Db,
  c: ContractRecord,
): Pick<Schemas['Contract'], 'lastSettledAt' | 'nextSettlementAt'> {
  const settledMs = realtimeSettledUpToMs(db);
  if (c.kind !== 'realtimeSalary' || !inForceStatuses.includes(c.status) || settledMs === null)
    return {};
  const lastSettledAt = new Date(settledMs).toISOString();
  return {
    ...(c.effectiveAt && c.effectiveAt < lastSettledAt ? { lastSettledAt } : {}),
    nextSettlementAt: new Date(settledMs + realtimeWindowMs).toISOString(),
  };
}

export function contractView(db: Db, c: ContractRecord): Schemas['Contract'] {
  return {
    contractId: c.id,
    kind: c.kind,
    status: c.status,
    upline: accountOf(db, c.uplineId),
    downline: accountOf(db, c.downlineId),
    terms: c.terms,
    confirmLowerRate: c.confirmLowerRate,
    ...(c.replacesContractId ? { replacesContractId: c.replacesContractId } : {}),
    ...(c.terminationRequestedBy ? { terminationRequestedBy: c.terminationRequestedBy } : {}),
    ...(c.endReason ? { endReason: c.endReason } : {}),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    ...(c.effectiveAt ? { effectiveAt: c.effectiveAt } : {}),
    ...(c.endedAt ? { endedAt: c.endedAt } : {}),
    ...settlementTimes(db, c),
  };
}

/** A member's current contracts with its upline, one per kind; an open offer shows instead of the contract it would supersede. */
function currentContracts(db: Db, memberId: number): Schemas['Downline']['contracts'] {
  const byKind = new Map<ContractKind, ContractRecord>();
  for (const c of db.contractsOfferedTo(memberId)) {
    if (!liveStatuses.includes(c.status)) continue;
    const shown = byKind.get(c.kind);
    if (!shown || c.status === 'new') byKind.set(c.kind, c);
  }
  return [...byKind.values()].map((c) => ({
    contractId: c.id,
    kind: c.kind,
    status: c.status,
    rate: headlineRate(c.terms),
  }));
}

export function downlineView(
  db: Db,
  member: MemberRecord,
  level: number,
): Schemas['Downline'] | null {
  // Trial accounts never sit in an agent tree; the contract's Downline has no type 4.
  if (member.type === 4) return null;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname.slice(0, 32),
    type: member.type,
    isAgent: isAgent(member),
    level,
    upline: member.uplineId ? accountOf(db, member.uplineId) : '',
    status: member.status,
    balance: fromCents(findWallet(db, member.id, mainWallet)?.balanceCents ?? 0),
    teamSize: teamOf(db, member.id).length,
    registeredAt: member.createdAt,
    lastLoginAt: member.lastLoginAt,
    contracts: currentContracts(db, member.id),
  };
}

export function teamBetView(
  bet: BetRecord,
  account: string,
  level: number,
): Schemas['AgentTeamBet'] {
  return {
    id: bet.id,
    gameName: bet.gameName,
    gameType: bet.gameType,
    vendor: bet.vendor,
    betAmount: fromCents(bet.betAmountCents),
    validBet: fromCents(bet.validBetCents),
    payout: fromCents(bet.payoutCents),
    winLoss: fromCents(bet.winLossCents),
    status: bet.status,
    betTime: bet.betTime,
    settleTime: bet.settleTime,
    account,
    level,
  };
}

export function teamTransactionView(
  entry: LedgerRecord,
  account: string,
  level: number,
): Schemas['AgentTeamTransaction'] {
  return {
    id: entry.id,
    type: entry.type,
    amount: fromCents(entry.amountCents),
    balanceAfter: fromCents(entry.balanceAfterCents),
    wallet: entry.walletCode,
    status: entry.status,
    time: entry.time,
    reference: entry.reference,
    remark: entry.remark,
    account,
    level,
  };
}

export function figuresView(f: Figures): Schemas['AgentProfitLossFigures'] {
  return {
    betCount: f.betCount,
    betAmount: fromCents(f.betAmountCents),
    validBet: fromCents(f.validBetCents),
    winLoss: fromCents(f.winLossCents),
    bonus: fromCents(f.bonusCents),
    rebate: fromCents(f.rebateCents),
    profitLoss: fromCents(profitLossCents(f)),
    depositAmount: fromCents(f.depositCents),
    withdrawalAmount: fromCents(f.withdrawalCents),
  };
}

export function dividendRecordView(db: Db, r: DividendRecordRow): Schemas['DividendRecord'] {
  return {
    recordId: r.id,
    contractId: r.contractId,
    upline: accountOf(db, r.uplineId),
    downline: accountOf(db, r.downlineId),
    settlementPeriod: r.settlementPeriod,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    validBet: fromCents(r.validBetCents),
    profitLoss: fromCents(r.profitLossCents),
    activeMembers: r.activeMembers,
    rate: r.rate,
    amount: fromCents(r.amountCents),
    status: r.status,
    ...(r.settledAt ? { settledAt: r.settledAt } : {}),
  };
}

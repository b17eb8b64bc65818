import type { MockBackend } from '../../../core/backend';
import { InsufficientFunds, mainWallet, moveMoney } from '../../../core/money';
import type { BetRecord } from '../../../db/core-records';
import type { Db } from '../../../db/create-db';
import type { ContractRecord } from '../records';
import { isKindEnabled } from './contract-kinds';
import { payoutReference } from './income';
import { isSettlementDue, realtimeWindowMs, windowLabel, windowStartAt } from './realtime-windows';
import { settleRealtimeSalary } from './settlement';

const markId = 'realtimeSalary';

/** Whether a contract was in force at an instant: accepted at or before it and not ended by then. */
export function inForceAt(contract: ContractRecord, iso: string): boolean {
  return (
    contract.effectiveAt !== undefined &&
    contract.effectiveAt <= iso &&
    (contract.endedAt === undefined || iso < contract.endedAt)
  );
}

/**
 * The real-time salary contracts a bet of `memberId` settled at `iso` counts for: those in force
 * at that instant held (as downline) by the member itself or by any of its uplines, since each
 * covers its holder's whole team. Nearest holder first.
 */
export function realtimeContractsAbove(db: Db, memberId: number, iso: string): ContractRecord[] {
  const found: ContractRecord[] = [];
  const seen = new Set<number>();
  let current = db.members.get(memberId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    for (const contract of db.contractsOfferedTo(current.id)) {
      if (contract.kind === 'realtimeSalary' && inForceAt(contract, iso)) found.push(contract);
    }
    current = current.uplineId ? db.members.get(current.uplineId) : undefined;
  }
  return found;
}

/** The instant real-time salary is settled up to (a window boundary), if the backend has one. */
export function realtimeSettledUpToMs(db: Db): number | null {
  const mark = db.agentSettlementMarks.get(markId);
  return mark ? parsedMs(mark.settledUpTo) : null;
}

/** The last instant parsed: every request asks whether a window is due, and the mark rarely moves. */
let lastParsed: { text: string; ms: number } | null = null;
function parsedMs(text: string): number {
  if (lastParsed?.text !== text) lastParsed = { text, ms: Date.parse(text) };
  return lastParsed.ms;
}

/** Sets the settled-up-to instant (seeding, and after each catch-up). */
export async function setRealtimeSettledUpTo(db: Db, ms: number): Promise<void> {
  const settledUpTo = new Date(ms).toISOString();
  if (db.agentSettlementMarks.get(markId)) {
    await db.agentSettlementMarks.update(markId, (m) => {
      m.settledUpTo = settledUpTo;
    });
  } else {
    await db.agentSettlementMarks.insert({ id: markId, settledUpTo });
  }
}

/** The cheap check run before every request: has a window ended since the last settlement? */
export function isRealtimeSalaryDue(backend: MockBackend): boolean {
  const settled = realtimeSettledUpToMs(backend.db);
  const now = backend.clock.nowMs();
  // A state without a mark (imported from before it existed) starts settling from now on.
  return settled === null || isSettlementDue(settled, now);
}

export interface RealtimePayout {
  contractId: string;
  /** Start of the window paid (`2026-11-25T10:05`). */
  window: string;
  amountCents: number;
}

/** Settled bets whose settle time falls in [fromIso, toIso), grouped by the window they fall in. */
function betsByWindow(db: Db, fromIso: string, toIso: string): Map<number, BetRecord[]> {
  const windows = new Map<number, BetRecord[]>();
  for (const bet of db.bets.all()) {
    const time = bet.settleTime;
    if (bet.status !== 'settled' || !time || time < fromIso || time >= toIso) continue;
    const start = windowStartAt(Date.parse(time));
    const list = windows.get(start);
    if (list) list.push(bet);
    else windows.set(start, [bet]);
  }
  return windows;
}

/** Whether a payout with this reference was already booked to the holder (a window paid twice is impossible). */
function alreadyPaid(db: Db, contract: ContractRecord, reference: string): boolean {
  return db
    .ledgerOf(contract.downlineId)
    .some((entry) => entry.type === 'salary' && entry.reference === reference);
}

/**
 * Pays every real-time salary window that has ended by `nowMs` and is not settled yet, then moves
 * the settled-up-to instant to the boundary at or before `nowMs`. Per window and contract in force
 * when the bet settled, the window's bets of the holder's team are settled together
 * (`settleRealtimeSalary`: the highest tier the stake reaches, win or loss rate of the stake) and
 * paid from the upline's main wallet to the holder's at the window's end, ledger type `salary`
 * with reference `<contractId>:<window start>` (so `getAgentIncome` counts it as real-time salary
 * and a repeat finds it and pays nothing). A contract whose upline cannot cover it pays nothing
 * for that window (as the seeded settlements do); windows that end while the real-time salary
 * feature is off pay nothing. Runs inside the write lock; answers what it paid, or null when no
 * window had ended (nothing changed).
 */
export async function settleRealtimeSalaryUpTo(
  backend: MockBackend,
  nowMs: number,
): Promise<RealtimePayout[] | null> {
  const { db, config } = backend;
  const upToMs = windowStartAt(nowMs);
  const settledMs = realtimeSettledUpToMs(db);
  if (settledMs === null) {
    await setRealtimeSettledUpTo(db, upToMs);
    return [];
  }
  if (!isSettlementDue(settledMs, nowMs)) return null;

  const paid: RealtimePayout[] = [];
  if (isKindEnabled(config.flags, 'realtimeSalary')) {
    const windows = betsByWindow(
      db,
      new Date(settledMs).toISOString(),
      new Date(upToMs).toISOString(),
    );
    for (const start of [...windows.keys()].sort((a, b) => a - b)) {
      const label = windowLabel(start);
      const byContract = new Map<string, { contract: ContractRecord; bets: BetRecord[] }>();
      for (const bet of windows.get(start) ?? []) {
        for (const contract of realtimeContractsAbove(db, bet.memberId, bet.settleTime ?? '')) {
          const entry = byContract.get(contract.id) ?? { contract, bets: [] };
          entry.bets.push(bet);
          byContract.set(contract.id, entry);
        }
      }
      for (const { contract, bets } of byContract.values()) {
        if (contract.terms.kind !== 'realtimeSalary') continue;
        const amountCents = settleRealtimeSalary(contract.terms, bets);
        const reference = payoutReference(contract.id, label);
        if (amountCents <= 0 || alreadyPaid(db, contract, reference)) continue;
        try {
          await moveMoney(db, {
            from: { memberId: contract.uplineId, walletCode: mainWallet },
            to: { memberId: contract.downlineId, walletCode: mainWallet },
            amountCents,
            type: 'salary',
            reference,
            remark: `realtimeSalary ${contract.id} ${label}`,
            time: new Date(start + realtimeWindowMs).toISOString(),
          });
          paid.push({ contractId: contract.id, window: label, amountCents });
        } catch (error) {
          if (!(error instanceof InsufficientFunds)) throw error;
        }
      }
    }
  }
  await setRealtimeSettledUpTo(db, upToMs);
  return paid;
}

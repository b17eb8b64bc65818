import type { Clock } from '../../core/clock';
import { toCents } from '../../core/money';
import type { LedgerRecord } from '../../db/core-records';
import type { Db } from '../../db/create-db';
import type { SeedOptions } from '../../seed/seed-context';
import type { TestBackend } from '../../testing/test-backend';
import type { DepositRecord } from './records';
import { depositSchedule, withdrawalStateAt } from './rules/timeline';

/** A small world for this domain's tests: the demo accounts plus a few generated members. */
export const smallSeed: Partial<SeedOptions> = {
  sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 4 },
};

export function memberIdOf(t: TestBackend, account: string): number {
  const member = t.backend.db.memberByAccount(account.toLowerCase());
  if (!member) throw new Error(`No member ${account}`);
  return member.id;
}

/** A withdrawal of the account in the given state right now (the seed makes one of each). */
export function withdrawalIn(t: TestBackend, account: string, status: string): string {
  const nowMs = t.backend.clock.nowMs();
  const found = t.backend.db
    .withdrawalsOf(memberIdOf(t, account))
    .find((w) => withdrawalStateAt(w, nowMs).status === status);
  if (!found) throw new Error(`No ${status} withdrawal of ${account}`);
  return found.id;
}

/** The member's money in every wallet it holds, in cents (the core table, booked money only). */
export function walletTotalCents(t: TestBackend, memberId: number): number {
  return t.backend.db.walletsOf(memberId).reduce((sum, w) => sum + w.balanceCents, 0);
}

/** A 1x1 png as a data URL (a valid proof image). */
export const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Ledger problems of a member (empty when consistent): per wallet, every entry continues from the
 * balance before it (`balanceAfter - amount` = the previous `balanceAfter`), the last one is the
 * wallet's balance, and vendor sub-wallets hold only money the ledger moved into them.
 */
export function ledgerProblems(db: Db, memberId: number): string[] {
  const problems: string[] = [];
  const byWallet = new Map<string, LedgerRecord[]>();
  for (const entry of db.ledgerOf(memberId)) {
    const list = byWallet.get(entry.walletCode) ?? [];
    list.push(entry);
    byWallet.set(entry.walletCode, list);
  }
  for (const wallet of db.walletsOf(memberId)) {
    const entries = byWallet.get(wallet.walletCode) ?? [];
    for (let i = 1; i < entries.length; i += 1) {
      const [previous, entry] = [entries[i - 1], entries[i]];
      if (
        previous &&
        entry &&
        entry.balanceAfterCents - entry.amountCents !== previous.balanceAfterCents
      ) {
        problems.push(
          `${wallet.walletCode} entry ${entry.id} does not continue from ${previous.id}`,
        );
      }
    }
    const last = entries.at(-1);
    if (last && last.balanceAfterCents !== wallet.balanceCents)
      problems.push(`${wallet.walletCode} balance differs from its ledger`);
    const ledgerSum = entries.reduce((sum, e) => sum + e.amountCents, 0);
    if (wallet.walletCode !== 'MAIN' && ledgerSum !== wallet.balanceCents)
      problems.push(`${wallet.walletCode} holds money the ledger never moved`);
    if (wallet.balanceCents < 0) problems.push(`${wallet.walletCode} is below zero`);
  }
  return problems;
}

let depositSeq = 0;

/**
 * A deposit made `agoMs` before the clock's now, on this domain's schedule (processing after 30 s,
 * decided after 60 s), approved unless told otherwise; not booked yet.
 */
export function depositFor(
  env: { db: Db; clock: Clock },
  memberId: number,
  deposit: { amount: number; agoMs: number; outcome?: DepositRecord['outcome'] },
): Promise<DepositRecord> {
  depositSeq += 1;
  const createdMs = env.clock.nowMs() - deposit.agoMs;
  const at = (ms: number) => new Date(ms).toISOString();
  return env.db.deposits.insert({
    id: `DPUNIT${depositSeq}`,
    memberId,
    requestId: `unit-${depositSeq}`,
    channelId: 'gcash',
    channelName: 'GCash',
    channelType: 'eWallet',
    amountCents: toCents(deposit.amount),
    payerName: null,
    reference: null,
    payTo: null,
    paymentUrl: null,
    createdAt: at(createdMs),
    processingAt: at(createdMs + depositSchedule.processingAfterMs),
    decideAt: at(createdMs + depositSchedule.decideAfterMs),
    outcome: deposit.outcome ?? 'approved',
    remark: null,
    bookedAt: null,
  });
}

import type { Db } from '../db/create-db';
import type { LedgerRecord, WalletRecord } from '../db/core-records';

/** Money crosses the API as numbers with 2 decimals and lives in the mock as integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => Math.round(cents) / 100;

export const mainWallet = 'MAIN';

export function walletId(memberId: number, walletCode: string): string {
  return `${memberId}:${walletCode}`;
}

export function findWallet(db: Db, memberId: number, walletCode: string): WalletRecord | undefined {
  return db.wallets.get(walletId(memberId, walletCode));
}

export async function ensureWallet(
  db: Db,
  memberId: number,
  walletCode: string,
): Promise<WalletRecord> {
  return (
    findWallet(db, memberId, walletCode) ??
    db.wallets.insert({ id: walletId(memberId, walletCode), memberId, walletCode, balanceCents: 0 })
  );
}

/** The sum of all of a member's wallets, in cents. */
export function totalBalanceCents(db: Db, memberId: number): number {
  return db.walletsOf(memberId).reduce((sum, w) => sum + w.balanceCents, 0);
}

export interface WalletRef {
  memberId: number;
  walletCode: string;
}

export interface Movement {
  from: WalletRef | null;
  to: WalletRef | null;
  amountCents: number;
  /** Ledger entry types for the debit and the credit side. */
  type: LedgerRecord['type'];
  reference: string;
  remark?: string | null;
  time: string;
}

export class InsufficientFunds extends Error {
  constructor(readonly wallet: WalletRef) {
    super(`insufficient balance in ${wallet.walletCode} of member ${wallet.memberId}`);
  }
}

/** Ledger entries are never deleted, so the count gives the next unique number (also after a restore). */
function ledgerId(db: Db, time: string): string {
  let seq = db.ledger.size + 1;
  let id = `T${time.slice(0, 10).replaceAll('-', '')}${String(seq).padStart(8, '0')}`;
  while (db.ledger.get(id)) {
    seq += 1;
    id = `T${time.slice(0, 10).replaceAll('-', '')}${String(seq).padStart(8, '0')}`;
  }
  return id;
}

/**
 * Moves money: every debit has its credit, in whole cents, and no wallet goes below zero. `from`
 * or `to` may be null only for money that enters or leaves the platform (deposits, payouts); those
 * are the only places money appears or disappears, and each leaves a ledger entry.
 * Callers run inside the pipeline's write lock, so nothing interleaves with the check and the write.
 */
export async function moveMoney(db: Db, movement: Movement): Promise<void> {
  if (!Number.isInteger(movement.amountCents) || movement.amountCents <= 0) {
    throw new Error(
      `moveMoney needs a positive whole number of cents, got ${movement.amountCents}`,
    );
  }
  const source = movement.from
    ? await ensureWallet(db, movement.from.memberId, movement.from.walletCode)
    : null;
  if (source && source.balanceCents < movement.amountCents)
    throw new InsufficientFunds(movement.from as WalletRef);
  const target = movement.to
    ? await ensureWallet(db, movement.to.memberId, movement.to.walletCode)
    : null;

  if (source) {
    const after = await db.wallets.update(source.id, (w) => {
      w.balanceCents -= movement.amountCents;
    });
    await db.ledger.insert({
      id: ledgerId(db, movement.time),
      memberId: source.memberId,
      type: movement.type,
      walletCode: source.walletCode,
      amountCents: -movement.amountCents,
      balanceAfterCents: after.balanceCents,
      status: 'success',
      time: movement.time,
      reference: movement.reference,
      remark: movement.remark ?? null,
    });
  }
  if (target) {
    const after = await db.wallets.update(target.id, (w) => {
      w.balanceCents += movement.amountCents;
    });
    await db.ledger.insert({
      id: ledgerId(db, movement.time),
      memberId: target.memberId,
      type: movement.type,
      walletCode: target.walletCode,
      amountCents: movement.amountCents,
      balanceAfterCents: after.balanceCents,
      status: 'success',
      time: movement.time,
      reference: movement.reference,
      remark: movement.remark ?? null,
    });
  }
}

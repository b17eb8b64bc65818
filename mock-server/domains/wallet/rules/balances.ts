import type { Schemas } from '../../../core/handler-types';
import { findWallet, fromCents, mainWallet } from '../../../core/money';
import type { Db } from '../../../db/create-db';
import type { WalletVendorRecord } from '../records';
import { msOf } from './ids';
import { depositStateAt, withdrawalStateAt } from './timeline';

/** Money a schedule has made due to the main wallet but that is not booked yet. */
export interface DueCredit {
  kind: 'depositApproved' | 'withdrawalReturned';
  recordId: string;
  amountCents: number;
  at: string;
}

/**
 * Approved deposits not yet credited and rejected or cancelled withdrawals not yet returned, at
 * `nowMs`. Reads add them to the main wallet so that what they show never depends on whether a
 * write has booked them yet; `settleDue` books exactly these.
 */
export function dueCredits(db: Db, memberId: number, nowMs: number): DueCredit[] {
  const due: DueCredit[] = [];
  for (const deposit of db.depositsOf(memberId)) {
    if (deposit.bookedAt || deposit.outcome !== 'approved') continue;
    const state = depositStateAt(deposit, nowMs);
    if (state.status === 'approved') {
      due.push({
        kind: 'depositApproved',
        recordId: deposit.id,
        amountCents: deposit.amountCents,
        at: deposit.decideAt,
      });
    }
  }
  for (const withdrawal of db.withdrawalsOf(memberId)) {
    if (withdrawal.refundBookedAt || withdrawal.outcome === 'paid') continue;
    const state = withdrawalStateAt(withdrawal, nowMs);
    if (state.status === 'rejected' || state.status === 'cancelled') {
      due.push({
        kind: 'withdrawalReturned',
        recordId: withdrawal.id,
        amountCents: withdrawal.amountCents,
        at: withdrawal.decideAt,
      });
    }
  }
  return due.sort((a, b) => a.at.localeCompare(b.at));
}

/** Under maintenance at `nowMs` (with no instant given: whenever a maintenance is set). */
export function vendorUnderMaintenance(vendor: WalletVendorRecord, nowMs: number | null): boolean {
  if (!vendor.maintenance) return false;
  return (
    vendor.maintenance.endTime === null ||
    nowMs === null ||
    nowMs < msOf(vendor.maintenance.endTime)
  );
}

export function orderedVendors(db: Db): WalletVendorRecord[] {
  return db.walletVendors.all().sort((a, b) => a.order - b.order);
}

export function merchantSettings(db: Db): {
  walletMode: 'single' | 'transfer';
  currency: string;
  currencySymbol: string;
} {
  const settings = db.walletSettings.get('merchant');
  return {
    walletMode: settings?.walletMode ?? 'transfer',
    currency: settings?.currency ?? 'PHP',
    currencySymbol: settings?.currencySymbol ?? 'P',
  };
}

export interface WalletLine {
  walletCode: string;
  walletType: 'main' | 'vendor';
  name: string;
  balanceCents: number;
  underMaintenance: boolean;
  maintenanceEndTime: string | null;
}

export interface BalanceView {
  mainCents: number;
  inGameCents: number;
  totalCents: number;
  lines: WalletLine[];
}

/**
 * The member's wallets at `nowMs`: MAIN first (booked balance plus due credits), then one line per
 * transfer-wallet vendor (0 when the member never used it), then any other wallet the member holds,
 * so the total is always the sum of everything the member owns.
 */
export function balanceView(db: Db, memberId: number, nowMs: number | null): BalanceView {
  const due =
    nowMs === null ? 0 : dueCredits(db, memberId, nowMs).reduce((sum, c) => sum + c.amountCents, 0);
  const mainCents = (findWallet(db, memberId, mainWallet)?.balanceCents ?? 0) + due;
  const lines: WalletLine[] = [
    {
      walletCode: mainWallet,
      walletType: 'main',
      name: 'Main wallet',
      balanceCents: mainCents,
      underMaintenance: false,
      maintenanceEndTime: null,
    },
  ];
  const listed = new Set([mainWallet]);
  if (merchantSettings(db).walletMode === 'transfer') {
    for (const vendor of orderedVendors(db)) {
      const down = vendorUnderMaintenance(vendor, nowMs);
      lines.push({
        walletCode: vendor.id,
        walletType: 'vendor',
        name: vendor.name,
        balanceCents: findWallet(db, memberId, vendor.id)?.balanceCents ?? 0,
        underMaintenance: down,
        maintenanceEndTime: down ? (vendor.maintenance?.endTime ?? null) : null,
      });
      listed.add(vendor.id);
    }
    for (const wallet of db.walletsOf(memberId)) {
      if (listed.has(wallet.walletCode)) continue;
      lines.push({
        walletCode: wallet.walletCode,
        walletType: 'vendor',
        name: wallet.walletCode,
        balanceCents: wallet.balanceCents,
        underMaintenance: false,
        maintenanceEndTime: null,
      });
    }
  }
  const totalCents = lines.reduce((sum, line) => sum + line.balanceCents, 0);
  return { mainCents, inGameCents: totalCents - mainCents, totalCents, lines };
}

/** How finely the balance call tells the time it read the balances (`updatedAt`). */
export const balanceResolutionMs = 1000;

/** `updatedAt` of a balance read at `nowMs`: the start of its whole second, as ISO. */
export function balanceReadAt(nowMs: number): string {
  const second =
    nowMs - (((nowMs % balanceResolutionMs) + balanceResolutionMs) % balanceResolutionMs);
  return new Date(second).toISOString();
}

/**
 * The first instant after `nowMs` at which the member's balance view could change without a write:
 * a deposit or withdrawal not booked yet being decided, or a vendor's maintenance ending; null when
 * nothing is scheduled. Every such instant counts, whether or not it will change a figure (an
 * earlier answer is never wrong, only less often reused): until then, and within one whole second
 * (`updatedAt`), a repeated balance read gives the same answer.
 */
export function balanceChangesAtMs(db: Db, memberId: number, nowMs: number): number | null {
  let next = Infinity;
  const consider = (iso: string | null | undefined) => {
    if (!iso) return;
    const at = msOf(iso);
    if (at > nowMs && at < next) next = at;
  };
  for (const deposit of db.depositsOf(memberId)) if (!deposit.bookedAt) consider(deposit.decideAt);
  for (const withdrawal of db.withdrawalsOf(memberId))
    if (!withdrawal.refundBookedAt) consider(withdrawal.decideAt);
  for (const vendor of db.walletVendors.values()) consider(vendor.maintenance?.endTime);
  return next === Infinity ? null : next;
}

/** The contract's `WalletBalance` for a view. */
export function walletBalanceOf(
  db: Db,
  memberId: number,
  view: BalanceView,
  updatedAt: string | null,
): Schemas['WalletBalance'] {
  const settings = merchantSettings(db);
  const member = db.members.get(memberId);
  return {
    sumBalance: fromCents(view.totalCents),
    currency: member?.currency ?? settings.currency,
    currencySymbol: settings.currencySymbol,
    wallets: view.lines.map((line) => ({
      walletCode: line.walletCode,
      walletType: line.walletType,
      name: line.name,
      balance: fromCents(line.balanceCents),
      status: line.underMaintenance ? 'maintenance' : 'normal',
      ...(line.maintenanceEndTime ? { maintenanceEndTime: line.maintenanceEndTime } : {}),
    })),
    ...(updatedAt ? { updatedAt } : {}),
  };
}

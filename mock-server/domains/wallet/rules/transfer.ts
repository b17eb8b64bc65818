import type { MockBackend } from '../../../core/backend';
import { fail, refusals } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { fromCents, InsufficientFunds, mainWallet, moveMoney } from '../../../core/money';
import { centsOf } from './amounts';
import { balanceView, merchantSettings, vendorUnderMaintenance, walletBalanceOf } from './balances';
import { nextId } from './ids';
import { done, type Outcome } from '../../../core/envelope';
import { settleDue } from './settle';

type TransferRequest = Schemas['WalletTransferRequest'];
type TransferResult = Schemas['WalletTransferResult'];
type Leg = TransferResult['legs'][number];

/**
 * `transferWallet`: moves money between MAIN and one vendor sub-wallet, or every sub-wallet not under
 * maintenance back to MAIN. Every leg is one `moveMoney` (a debit and its credit), so the member's
 * total never changes. Runs inside the write lock; the caller makes it idempotent by requestId.
 */
export async function transferWallet(
  backend: MockBackend,
  memberId: number,
  request: TransferRequest,
): Promise<Outcome<TransferResult>> {
  const { db } = backend;
  if (merchantSettings(db).walletMode === 'single') {
    return fail(
      403,
      'feature_disabled',
      'this merchant uses a single wallet; there is nothing to transfer',
    );
  }
  if (request.mode === 'allToMain') return allToMain(backend, memberId, request.requestId);

  const { fromWallet, toWallet } = request;
  if (fromWallet === toWallet)
    return refusals.invalid('body.toWallet', 'toWallet must differ from fromWallet');
  if (fromWallet !== mainWallet && toWallet !== mainWallet) {
    return refusals.invalid('body.fromWallet', 'one side of a transfer must be MAIN');
  }
  const amountCents = centsOf(request.amount);
  if (amountCents === null) {
    return fail(400, 'amount_invalid', 'amount must be positive with at most 2 decimals', {
      field: 'body.amount',
    });
  }
  const vendorField = toWallet === mainWallet ? 'body.fromWallet' : 'body.toWallet';
  const vendorCode = toWallet === mainWallet ? fromWallet : toWallet;
  const vendor = db.walletVendors.get(vendorCode);
  if (!vendor)
    return fail(404, 'not_found', `no wallet for vendor ${vendorCode}`, { field: vendorField });
  const nowMs = backend.clock.nowMs();
  if (vendorUnderMaintenance(vendor, nowMs)) {
    const endTime = vendor.maintenance?.endTime;
    return fail(503, 'game_maintenance', `the vendor ${vendorCode} is under maintenance`, {
      field: vendorField,
      ...(endTime ? { value: { endTime } } : {}),
    });
  }

  await settleDue(backend, memberId);
  const createdAt = backend.clock.iso();
  const transferId = nextId(db.walletTransfers, 'TF', createdAt);
  try {
    await moveMoney(db, {
      from: { memberId, walletCode: fromWallet },
      to: { memberId, walletCode: toWallet },
      amountCents,
      type: 'transfer',
      reference: transferId,
      remark: `${fromWallet} to ${toWallet}`,
      time: createdAt,
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      return fail(400, 'insufficient_balance', `the ${fromWallet} wallet does not hold that much`, {
        field: 'body.amount',
      });
    }
    throw error;
  }
  const legs: Leg[] = [{ fromWallet, toWallet, amount: fromCents(amountCents), status: 'success' }];
  return done(
    await record(backend, memberId, {
      transferId,
      requestId: request.requestId,
      mode: 'transfer',
      amountCents,
      legs,
      createdAt,
    }),
  );
}

async function allToMain(
  backend: MockBackend,
  memberId: number,
  requestId: string,
): Promise<Outcome<TransferResult>> {
  const { db } = backend;
  await settleDue(backend, memberId);
  const createdAt = backend.clock.iso();
  const transferId = nextId(db.walletTransfers, 'TF', createdAt);
  const legs: Leg[] = [];
  let amountCents = 0;
  for (const line of balanceView(db, memberId, backend.clock.nowMs()).lines) {
    if (line.walletType !== 'vendor' || line.balanceCents <= 0) continue;
    if (line.underMaintenance) {
      legs.push({
        fromWallet: line.walletCode,
        toWallet: mainWallet,
        amount: 0,
        status: 'skipped',
        reason: 'game_maintenance',
      });
      continue;
    }
    await moveMoney(db, {
      from: { memberId, walletCode: line.walletCode },
      to: { memberId, walletCode: mainWallet },
      amountCents: line.balanceCents,
      type: 'transfer',
      reference: transferId,
      remark: `${line.walletCode} to MAIN (all to main)`,
      time: createdAt,
    });
    amountCents += line.balanceCents;
    legs.push({
      fromWallet: line.walletCode,
      toWallet: mainWallet,
      amount: fromCents(line.balanceCents),
      status: 'success',
    });
  }
  return done(
    await record(backend, memberId, {
      transferId,
      requestId,
      mode: 'allToMain',
      amountCents,
      legs,
      createdAt,
    }),
  );
}

async function record(
  backend: MockBackend,
  memberId: number,
  transfer: {
    transferId: string;
    requestId: string;
    mode: TransferResult['mode'];
    amountCents: number;
    legs: Leg[];
    createdAt: string;
  },
): Promise<TransferResult> {
  const { db } = backend;
  await db.walletTransfers.insert({
    id: transfer.transferId,
    memberId,
    requestId: transfer.requestId,
    mode: transfer.mode,
    amountCents: transfer.amountCents,
    legs: transfer.legs,
    createdAt: transfer.createdAt,
  });
  const view = balanceView(db, memberId, backend.clock.nowMs());
  return {
    transferId: transfer.transferId,
    requestId: transfer.requestId,
    mode: transfer.mode,
    amount: fromCents(transfer.amountCents),
    legs: transfer.legs,
    balance: walletBalanceOf(db, memberId, view, transfer.createdAt),
    createdAt: transfer.createdAt,
  };
}

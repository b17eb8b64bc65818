import { findWallet, mainWallet, moveMoney } from '../../../core/money';
import type { MemberRecord } from '../../../db/core-records';
import type { Db } from '../../../db/create-db';
import { pointsConfig, withdrawalLimits } from './catalogue';
import { maskAccountNumber } from '../rules/amounts';
import { isoAt, msOf, nextId } from '../rules/ids';
import { conversionCents } from '../rules/points-convert';
import { outcomeRemarkOf } from '../rules/points-redeem';
import { depositSchedule, redemptionReviewMs, withdrawalSchedule } from '../rules/timeline';
import type { HistoryEvent } from './history-plan';

/** Seeded deposits that end `cancelled` were given up after half an hour without payment. */
const cancelAfterMs = 30 * 60_000;

const mainOf = (db: Db, memberId: number) =>
  findWallet(db, memberId, mainWallet)?.balanceCents ?? 0;

/** Whole currency units of a share of the main wallet (so seeded amounts look like people's). */
const shareOfMain = (db: Db, memberId: number, share: number) =>
  Math.floor((mainOf(db, memberId) * share) / 100) * 100;

/**
 * Applies a member's history in time order. Events that the money at that moment cannot cover are
 * skipped rather than forced, so no wallet goes below zero and no money appears from nowhere.
 */
export async function applyHistory(
  db: Db,
  member: MemberRecord,
  events: readonly HistoryEvent[],
  autoReceiptMinutes: number,
): Promise<void> {
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  for (const event of ordered) {
    switch (event.kind) {
      case 'toVendor':
        await moveToVendor(db, member, event);
        break;
      case 'deposit':
        await deposit(db, member, event);
        break;
      case 'withdrawal':
        await withdraw(db, member, event, autoReceiptMinutes);
        break;
      case 'pointsGrant':
        await db.pointsEntries.insert({
          id: nextId(db.pointsEntries, 'PT', event.at),
          memberId: member.id,
          type: 'adjust',
          changedPoints: event.points,
          referenceNumber: 'LOYALTY-MIGRATION',
          remark: 'Points carried over from the previous loyalty programme',
          createdAt: event.at,
          amountCents: null,
          ratio: null,
          requestId: null,
        });
        break;
      case 'redeem':
        await redeem(db, member, event);
        break;
      case 'convert':
        await convert(db, member, event);
        break;
    }
  }
}

const seedRequestId = (id: string) => `seed-${id}`;

async function moveToVendor(
  db: Db,
  member: MemberRecord,
  event: Extract<HistoryEvent, { kind: 'toVendor' }>,
) {
  const cents = shareOfMain(db, member.id, event.share);
  if (cents <= 0) return;
  const transferId = nextId(db.walletTransfers, 'TF', event.at);
  await moveMoney(db, {
    from: { memberId: member.id, walletCode: mainWallet },
    to: { memberId: member.id, walletCode: event.vendor },
    amountCents: cents,
    type: 'transfer',
    reference: transferId,
    remark: `MAIN to ${event.vendor}`,
    time: event.at,
  });
  await db.walletTransfers.insert({
    id: transferId,
    memberId: member.id,
    requestId: seedRequestId(transferId),
    mode: 'transfer',
    amountCents: cents,
    legs: [
      { fromWallet: mainWallet, toWallet: event.vendor, amount: cents / 100, status: 'success' },
    ],
    createdAt: event.at,
  });
}

async function deposit(
  db: Db,
  member: MemberRecord,
  event: Extract<HistoryEvent, { kind: 'deposit' }>,
) {
  const channel = db.depositChannels.get(event.channelId);
  if (!channel) return;
  const id = nextId(db.deposits, 'DP', event.at);
  const startMs = msOf(event.at);
  const cancelled = event.outcome === 'cancelled';
  const decideAt = isoAt(startMs + (cancelled ? cancelAfterMs : depositSchedule.decideAfterMs));
  const remarks = {
    approved: null,
    rejected: 'The payment could not be matched to this deposit.',
    cancelled: 'No payment arrived within 30 minutes.',
  };
  await db.deposits.insert({
    id,
    memberId: member.id,
    requestId: seedRequestId(id),
    channelId: channel.id,
    channelName: channel.name,
    channelType: channel.type,
    amountCents: event.cents,
    payerName: event.payerName,
    reference: event.reference,
    payTo: channel.payTo,
    paymentUrl: channel.paymentUrlBase ? `${channel.paymentUrlBase}${id}` : null,
    createdAt: event.at,
    processingAt: cancelled ? null : isoAt(startMs + depositSchedule.processingAfterMs),
    decideAt,
    outcome: event.outcome,
    remark: remarks[event.outcome],
    bookedAt: event.outcome === 'approved' ? decideAt : null,
  });
  if (event.outcome === 'approved') {
    await moveMoney(db, {
      from: null,
      to: { memberId: member.id, walletCode: mainWallet },
      amountCents: event.cents,
      type: 'deposit',
      reference: id,
      remark: 'Deposit approved',
      time: decideAt,
    });
  }
}

async function withdraw(
  db: Db,
  member: MemberRecord,
  event: Extract<HistoryEvent, { kind: 'withdrawal' }>,
  autoReceiptMinutes: number,
) {
  const cents = event.cents ?? shareOfMain(db, member.id, event.share);
  if (cents < withdrawalLimits.minCents || cents > mainOf(db, member.id)) return;
  const id = nextId(db.withdrawals, 'WD', event.at);
  const startMs = msOf(event.at);
  const decideAt = isoAt(startMs + withdrawalSchedule.decideAfterMs);
  const payee = {
    bankName: 'BDO',
    accountName: member.nickname,
    accountNumber: `0044556${String(member.id).padStart(5, '0')}`,
  };
  await moveMoney(db, {
    from: { memberId: member.id, walletCode: mainWallet },
    to: null,
    amountCents: cents,
    type: 'withdrawal',
    reference: id,
    remark: `Withdrawal to ${payee.bankName} ${maskAccountNumber(payee.accountNumber)}`,
    time: event.at,
  });
  const returned = event.outcome !== 'paid';
  const receipt = event.receipt;
  await db.withdrawals.insert({
    id,
    memberId: member.id,
    requestId: seedRequestId(id),
    amountCents: cents,
    payeeAccount: payee,
    createdAt: event.at,
    processingAt: isoAt(startMs + withdrawalSchedule.processingAfterMs),
    decideAt,
    outcome: event.outcome,
    autoReceiptMinutes,
    receipt: receipt
      ? {
          result: receipt.result,
          at: isoAt(msOf(decideAt) + receipt.afterMinutes * 60_000),
          amountReceivedCents:
            receipt.result === 'notReceived' ? 0 : (receipt.receivedCents ?? cents),
          remainingCents:
            receipt.result === 'notReceived' ? cents : cents - (receipt.receivedCents ?? cents),
          proofImages: [],
        }
      : null,
    remark: returned ? 'The payee account could not be verified; the amount was returned.' : null,
    refundBookedAt: returned ? decideAt : null,
  });
  if (returned) {
    await moveMoney(db, {
      from: null,
      to: { memberId: member.id, walletCode: mainWallet },
      amountCents: cents,
      type: 'withdrawal',
      reference: id,
      remark: 'Withdrawal not paid out; amount returned',
      time: decideAt,
    });
  }
}

async function redeem(
  db: Db,
  member: MemberRecord,
  event: Extract<HistoryEvent, { kind: 'redeem' }>,
) {
  const goods = db.pointsGoods.get(event.goodsId);
  if (!goods) return;
  const id = nextId(db.pointsRedemptions, 'PR', event.at);
  const cost = goods.points * event.quantity;
  await db.pointsRedemptions.insert({
    id,
    memberId: member.id,
    requestId: seedRequestId(id),
    goodsId: goods.id,
    name: goods.name,
    type: goods.type,
    unit: goods.unit,
    quantity: event.quantity,
    points: goods.points,
    amountCents: goods.amountCents * event.quantity,
    ratio: pointsConfig.ratio,
    paymentAccount: event.paymentAccount,
    receivingAddress: event.receivingAddress,
    applyTime: event.at,
    reviewAt: isoAt(msOf(event.at) + redemptionReviewMs[goods.type]),
    outcome: event.outcome,
    outcomeRemark: outcomeRemarkOf(goods, event.outcome, id, event.paymentAccount),
  });
  await db.pointsEntries.insert({
    id: nextId(db.pointsEntries, 'PT', event.at),
    memberId: member.id,
    type: 'redeem',
    changedPoints: -cost,
    referenceNumber: id,
    remark: `${goods.name} x ${event.quantity}`,
    createdAt: event.at,
    amountCents: null,
    ratio: null,
    requestId: seedRequestId(id),
  });
}

async function convert(
  db: Db,
  member: MemberRecord,
  event: Extract<HistoryEvent, { kind: 'convert' }>,
) {
  const id = nextId(db.pointsEntries, 'PT', event.at);
  const cents = conversionCents(event.points, pointsConfig.ratio);
  await db.pointsEntries.insert({
    id,
    memberId: member.id,
    type: 'convert',
    changedPoints: -event.points,
    referenceNumber: id,
    remark: `Converted to ${(cents / 100).toFixed(2)} in the main wallet`,
    createdAt: event.at,
    amountCents: cents,
    ratio: pointsConfig.ratio,
    requestId: seedRequestId(id),
  });
  await moveMoney(db, {
    from: null,
    to: { memberId: member.id, walletCode: mainWallet },
    amountCents: cents,
    type: 'points',
    reference: id,
    remark: `${event.points} points converted`,
    time: event.at,
  });
}

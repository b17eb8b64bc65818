import { describe, expect, it } from 'vitest';
import type { DepositRecord, RedemptionRecord, WithdrawalRecord } from '../records';
import { depositStateAt, redemptionStateAt, withdrawalStateAt } from './timeline';

const t0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();
const min = 60_000;

const deposit = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
  id: 'DP1',
  memberId: 1,
  requestId: 'req-00001',
  channelId: 'gcash',
  channelName: 'GCash',
  channelType: 'eWallet',
  amountCents: 500_00,
  payerName: null,
  reference: null,
  payTo: null,
  paymentUrl: null,
  createdAt: at(0),
  processingAt: at(30_000),
  decideAt: at(60_000),
  outcome: 'approved',
  remark: null,
  bookedAt: null,
  ...overrides,
});

const withdrawal = (overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id: 'WD1',
  memberId: 1,
  requestId: 'req-00002',
  amountCents: 300_00,
  payeeAccount: { bankName: 'BDO', accountName: 'A', accountNumber: '0011223344' },
  createdAt: at(0),
  processingAt: at(min),
  decideAt: at(3 * min),
  outcome: 'paid',
  autoReceiptMinutes: 30,
  receipt: null,
  remark: null,
  refundBookedAt: null,
  ...overrides,
});

describe('deposit schedule', () => {
  it('is pending, then processing after 30 s, then approved after a minute', () => {
    const d = deposit();
    expect(depositStateAt(d, t0)).toEqual({
      status: 'pending',
      updatedAt: at(0),
      approvedAt: null,
    });
    expect(depositStateAt(d, t0 + 30_000).status).toBe('processing');
    expect(depositStateAt(d, t0 + 59_999).status).toBe('processing');
    expect(depositStateAt(d, t0 + 60_000)).toEqual({
      status: 'approved',
      updatedAt: at(60_000),
      approvedAt: at(60_000),
    });
  });

  it('ends rejected or cancelled without an approval time', () => {
    expect(depositStateAt(deposit({ outcome: 'rejected' }), t0 + 2 * min)).toMatchObject({
      status: 'rejected',
      approvedAt: null,
    });
    const cancelled = deposit({ outcome: 'cancelled', processingAt: null, decideAt: at(30 * min) });
    expect(depositStateAt(cancelled, t0 + 10 * min).status).toBe('pending');
    expect(depositStateAt(cancelled, t0 + 30 * min).status).toBe('cancelled');
  });
});

describe('withdrawal schedule', () => {
  it('is pending, processing after 1 minute, paid after 3 with its auto-receipt deadline', () => {
    const w = withdrawal();
    expect(withdrawalStateAt(w, t0).status).toBe('pending');
    expect(withdrawalStateAt(w, t0 + min).status).toBe('processing');
    expect(withdrawalStateAt(w, t0 + 3 * min)).toMatchObject({
      status: 'paid',
      paidAt: at(3 * min),
      autoReceiptAt: at(33 * min),
    });
  });

  it('counts as auto-received at the deadline of the minutes fixed at creation', () => {
    const w = withdrawal({ autoReceiptMinutes: 5 });
    expect(withdrawalStateAt(w, t0 + 8 * min - 1).status).toBe('paid');
    expect(withdrawalStateAt(w, t0 + 8 * min)).toMatchObject({
      status: 'autoReceived',
      confirmedAt: at(8 * min),
      amountReceivedCents: 300_00,
      remainingCents: 0,
    });
  });

  it("shows the member's confirmation from its time on, and never auto-receives after it", () => {
    const w = withdrawal({
      receipt: {
        result: 'partlyReceived',
        at: at(10 * min),
        amountReceivedCents: 200_00,
        remainingCents: 100_00,
        proofImages: [],
      },
    });
    expect(withdrawalStateAt(w, t0 + 10 * min)).toMatchObject({
      status: 'partlyReceived',
      amountReceivedCents: 200_00,
      remainingCents: 100_00,
    });
    expect(withdrawalStateAt(w, t0 + 999 * min).status).toBe('partlyReceived');
  });

  it('ends rejected without payout fields', () => {
    expect(withdrawalStateAt(withdrawal({ outcome: 'rejected' }), t0 + 5 * min)).toMatchObject({
      status: 'rejected',
      paidAt: null,
      autoReceiptAt: null,
    });
  });
});

describe('redemption review', () => {
  const redemption: RedemptionRecord = {
    id: 'PR1',
    memberId: 1,
    requestId: 'req-00003',
    goodsId: 'G3001',
    name: 'Voucher',
    type: 'voucher',
    unit: 'voucher',
    quantity: 1,
    points: 5_000,
    amountCents: 50_00,
    ratio: 100,
    paymentAccount: null,
    receivingAddress: null,
    applyTime: at(0),
    reviewAt: at(10 * min),
    outcome: 'approved',
    outcomeRemark: 'Voucher code: AAAA-BBBB',
  };

  it('is processing until the review, then shows its outcome and remark', () => {
    expect(redemptionStateAt(redemption, t0 + 9 * min)).toEqual({
      status: 'processing',
      updatedAt: at(0),
      remark: null,
    });
    expect(redemptionStateAt(redemption, t0 + 10 * min)).toEqual({
      status: 'approved',
      updatedAt: at(10 * min),
      remark: 'Voucher code: AAAA-BBBB',
    });
  });
});

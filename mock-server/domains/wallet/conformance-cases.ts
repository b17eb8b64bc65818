import {
  type ConformanceCases,
  created,
  dates,
  invalid,
  lockedPaymentPassword,
  notFound,
  ok,
  refused,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { tinyPng, withdrawalIn } from './test-support';

const backwardsRange = { query: dates('2026-10-31', '2026-10-01') };
const payee = { bankName: 'BDO', accountName: 'Demo Player', accountNumber: '004455667890' };

/** Request bodies; the payment password is demoplayer's unless given. */
const transfer = (fromWallet: string, toWallet: string, amount: number, requestId: string) => ({
  mode: 'transfer',
  fromWallet,
  toWallet,
  amount,
  requestId,
});
const withdrawal = (amount: number, requestId: string, paymentPassword = '123456') => ({
  amount,
  paymentPassword,
  payeeAccount: payee,
  requestId,
});
const redemption = (goodsId: string, requestId: string, more?: Record<string, unknown>) => ({
  goodsId,
  quantity: 1,
  paymentPassword: '123456',
  requestId,
  ...more,
});
const conversion = (points: number, requestId: string, paymentPassword = '123456') => ({
  points,
  paymentPassword,
  requestId,
});
/** The answer to a withdrawal's receipt question. */
const receipt = (withdrawalId: string, body: Record<string, unknown> = { result: 'received' }) => ({
  path: { withdrawalId },
  body,
});

/** Makes a first request with `requestId` so that the case can repeat it with other fields. */
async function usedRequestId(
  t: TestBackend,
  operationId: 'transferWallet' | 'createDeposit',
  body: Record<string, unknown>,
) {
  const token = await t.tokenFor('demoplayer');
  await t.call(operationId, { token, body });
}

/**
 * Happy path and refusals of every wallet and points operation, run by
 * mock-server/contract-conformance.test.ts. 503 answers (vendor or channel maintenance) and the
 * PTSYS3 gate are proven in the behaviour tests: this suite takes 4xx refusals only and never
 * changes the flags it shares with the other domains.
 */
export const walletCases: ConformanceCases = {
  getBalance: {
    happy: [ok('main wallet and vendor sub-wallets', 'demoplayer')],
    refusals: [],
  },
  getConsolidatedFunds: {
    happy: [ok('funds at a glance', 'demoplayer')],
    refusals: [],
  },
  getMerchantWallet: {
    happy: [ok('transfer-wallet merchant', 'demoplayer')],
    refusals: [],
  },
  transferWallet: {
    happy: [
      ok('main to a vendor', 'demoplayer', {
        body: transfer('MAIN', 'PG', 10.5, 'conf-transfer-1'),
      }),
      ok('all to main (skips the vendor under maintenance)', 'demoplayer', {
        body: { mode: 'allToMain', requestId: 'conf-transfer-all' },
      }),
    ],
    refusals: [
      refused('more than the source holds', 400, 'insufficient_balance', 'demoplayer', {
        body: transfer('MAIN', 'PG', 9_999_999, 'conf-transfer-big'),
      }),
      {
        name: 'a field nested 5,000 levels deep',
        as: 'demoplayer',
        request: {
          rawBody: `{"mode":"transfer","fromWallet":"MAIN","toWallet":"PG","amount":1,"requestId":"conf-transfer-deep","x":${'{"x":'.repeat(5000)}1${'}'.repeat(5000)}}`,
        },
        expect: { status: 400, code: 'validation_error', field: 'body' },
      },
      {
        name: 'a body over 1 MiB',
        as: 'demoplayer',
        request: {
          body: { ...transfer('MAIN', 'PG', 1, 'conf-transfer-huge'), note: 'n'.repeat(1_100_000) },
        },
        expect: { status: 413, code: 'payload_too_large', field: 'body' },
      },
      refused('more than 2 decimals', 400, 'amount_invalid', 'demoplayer', {
        body: transfer('MAIN', 'PG', 10.005, 'conf-transfer-dec'),
      }),
      invalid('same wallet on both sides', 'demoplayer', {
        body: transfer('PG', 'PG', 1, 'conf-transfer-same'),
      }),
      notFound('unknown vendor wallet', 'demoplayer', {
        body: transfer('MAIN', 'XYZ', 1, 'conf-transfer-xyz'),
      }),
      refused('requestId reused with another amount', 409, 'conflict', 'demoplayer', async (t) => {
        await usedRequestId(t, 'transferWallet', transfer('MAIN', 'JILI', 1, 'conf-transfer-dup'));
        return { body: transfer('MAIN', 'JILI', 2, 'conf-transfer-dup') };
      }),
    ],
  },
  listDepositChannels: {
    happy: [ok('channels with limits', 'demoplayer')],
    refusals: [],
  },
  listDeposits: {
    happy: [
      ok('newest first', 'demoplayer', { query: { pageNo: 1, pageSize: 10 } }),
      ok('only approved', 'demoplayer', { query: { status: 'approved' } }),
    ],
    refusals: [invalid('endDate before startDate', 'demoplayer', backwardsRange)],
  },
  createDeposit: {
    happy: [
      created('e-wallet deposit', 'demoplayer', {
        body: { channelId: 'gcash', amount: 500, requestId: 'conf-deposit-1' },
      }),
    ],
    refusals: [
      notFound('unknown channel', 'demoplayer', {
        body: { channelId: 'nope', amount: 500, requestId: 'conf-deposit-nope' },
      }),
      refused('below the channel minimum', 400, 'amount_invalid', 'demoplayer', {
        body: { channelId: 'gcash', amount: 10, requestId: 'conf-deposit-small' },
      }),
      invalid('bank transfer without payer name', 'demoplayer', {
        body: {
          channelId: 'bank-bdo',
          amount: 500,
          reference: 'REF-1',
          requestId: 'conf-deposit-payer',
        },
      }),
      refused('requestId reused with another amount', 409, 'conflict', 'demoplayer', async (t) => {
        const body = { channelId: 'maya', amount: 100, requestId: 'conf-deposit-dup' };
        await usedRequestId(t, 'createDeposit', body);
        return { body: { ...body, amount: 200 } };
      }),
    ],
  },
  listWithdrawals: {
    happy: [
      ok('newest first', 'demoplayer'),
      ok('awaiting confirmation', 'demoplayer', { query: { status: 'paid' } }),
    ],
    refusals: [invalid('endDate before startDate', 'demoplayer', backwardsRange)],
  },
  createWithdrawal: {
    happy: [
      created('from the main wallet', 'demoplayer', { body: withdrawal(100, 'conf-withdraw-1') }),
    ],
    refusals: [
      refused('wrong payment password', 400, 'payment_password_invalid', 'demoplayer', {
        body: withdrawal(100, 'conf-withdraw-pw', '000000'),
      }),
      lockedPaymentPassword('createWithdrawal', { type: 0 }, (pw, n) =>
        withdrawal(100, `conf-withdraw-lock-${n}`, pw),
      ),
      refused('more than the main wallet holds', 400, 'insufficient_balance', 'demoplayer', {
        body: withdrawal(150_000, 'conf-withdraw-big'),
      }),
      refused('more than 2 decimals', 400, 'amount_invalid', 'demoplayer', {
        body: withdrawal(100.001, 'conf-withdraw-dec'),
      }),
    ],
  },
  confirmWithdrawalReceipt: {
    happy: [
      ok('all received', 'demoplayer', (t) => receipt(withdrawalIn(t, 'demoplayer', 'paid'))),
    ],
    refusals: [
      notFound('no such withdrawal', 'demoplayer', receipt('WD000000000000')),
      notFound("another member's withdrawal", 'demoplayer', (t) =>
        receipt(withdrawalIn(t, 'demovip', 'paid')),
      ),
      refused(
        'already received automatically',
        409,
        'withdrawal_state_invalid',
        'demoplayer',
        (t) => receipt(withdrawalIn(t, 'demoplayer', 'autoReceived')),
      ),
      refused('partly received with the whole amount', 400, 'amount_invalid', 'demovip', (t) =>
        receipt(withdrawalIn(t, 'demovip', 'paid'), {
          result: 'partlyReceived',
          amountReceived: 2_000,
        }),
      ),
      invalid('proof image that is not a png', 'demovip', (t) =>
        receipt(withdrawalIn(t, 'demovip', 'paid'), {
          result: 'notReceived',
          proofImages: [tinyPng.replace('iVBORw0KGgo', 'AAAAAAAAAAA')],
        }),
      ),
    ],
  },
  getPointsBalance: {
    happy: [ok('points from bets, redemptions and conversions', 'demoplayer')],
    refusals: [],
  },
  getPointsConfig: {
    happy: [ok('ratio and minimum', 'demoplayer')],
    refusals: [],
  },
  listPointsGoods: {
    happy: [
      ok('all goods', 'demoplayer'),
      ok('vouchers only', 'demoplayer', { query: { type: 'voucher', pageSize: 5 } }),
    ],
    refusals: [],
  },
  redeemPoints: {
    happy: [created('a voucher', 'demoplayer', { body: redemption('G3002', 'conf-redeem-1') })],
    refusals: [
      refused('wrong payment password', 400, 'payment_password_invalid', 'demoplayer', {
        body: redemption('G3002', 'conf-redeem-pw', { paymentPassword: '000000' }),
      }),
      lockedPaymentPassword('redeemPoints', { type: 0 }, (pw, n) =>
        redemption('G3002', `conf-redeem-lock-${n}`, { paymentPassword: pw }),
      ),
      notFound('no such reward', 'demoplayer', { body: redemption('G9999', 'conf-redeem-404') }),
      refused('Zalo bonus without a Zalo id', 400, 'error_zalo', 'demoplayer', {
        body: redemption('G1001', 'conf-redeem-zalo'),
      }),
      invalid('sold out', 'demoplayer', {
        body: redemption('G2001', 'conf-redeem-out', { receivingAddress: 'Demo, 1 Street' }),
      }),
      refused('not enough points', 400, 'insufficient_points', 'demoplayer', {
        body: redemption('G2003', 'conf-redeem-poor', {
          quantity: 5,
          receivingAddress: 'Demo, 1 Street',
        }),
      }),
    ],
  },
  convertPoints: {
    happy: [
      ok('points to the main wallet', 'demoplayer', { body: conversion(1_000, 'conf-convert-1') }),
    ],
    refusals: [
      refused('below the minimum', 400, 'amount_invalid', 'demoplayer', {
        body: conversion(500, 'conf-convert-min'),
      }),
      refused('wrong payment password', 400, 'payment_password_invalid', 'demoplayer', {
        body: conversion(1_000, 'conf-convert-pw', '000000'),
      }),
      lockedPaymentPassword('convertPoints', { type: 0 }, (pw, n) =>
        conversion(1_000, `conf-convert-lock-${n}`, pw),
      ),
      refused('more than the balance', 400, 'insufficient_points', 'demoplayer', {
        body: conversion(50_000_000, 'conf-convert-big'),
      }),
    ],
  },
  listPointsRedemptions: {
    happy: [
      ok('redeem history', 'demoplayer'),
      ok('rejected only', 'demoplayer', { query: { status: 'rejected' } }),
    ],
    refusals: [invalid('endDate before startDate', 'demoplayer', backwardsRange)],
  },
  listPointsTransactions: {
    happy: [
      ok('points detail', 'demoplayer', { query: { pageSize: 10 } }),
      ok('earnings only', 'demoplayer', { query: { type: 'earn' } }),
    ],
    refusals: [invalid('endDate before startDate', 'demoplayer', backwardsRange)],
  },
};

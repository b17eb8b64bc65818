import { type ConformanceCases, ok, refused } from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { tinyPng, withdrawalIn } from './test-support';

const backwardsRange = { query: { startDate: '2026-10-31', endDate: '2026-10-01' } };
const payee = { bankName: 'BDO', accountName: 'Demo Player', accountNumber: '004455667890' };

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
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'PG',
          amount: 10.5,
          requestId: 'conf-transfer-1',
        },
      }),
      ok('all to main (skips the vendor under maintenance)', 'demoplayer', {
        body: { mode: 'allToMain', requestId: 'conf-transfer-all' },
      }),
    ],
    refusals: [
      refused('more than the source holds', 400, 'insufficient_balance', 'demoplayer', {
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'PG',
          amount: 9_999_999,
          requestId: 'conf-transfer-big',
        },
      }),
      refused('more than 2 decimals', 400, 'amount_invalid', 'demoplayer', {
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'PG',
          amount: 10.005,
          requestId: 'conf-transfer-dec',
        },
      }),
      refused('same wallet on both sides', 400, 'validation_error', 'demoplayer', {
        body: {
          mode: 'transfer',
          fromWallet: 'PG',
          toWallet: 'PG',
          amount: 1,
          requestId: 'conf-transfer-same',
        },
      }),
      refused('unknown vendor wallet', 404, 'not_found', 'demoplayer', {
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'XYZ',
          amount: 1,
          requestId: 'conf-transfer-xyz',
        },
      }),
      refused('requestId reused with another amount', 409, 'conflict', 'demoplayer', async (t) => {
        await usedRequestId(t, 'transferWallet', {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'JILI',
          amount: 1,
          requestId: 'conf-transfer-dup',
        });
        return {
          body: {
            mode: 'transfer',
            fromWallet: 'MAIN',
            toWallet: 'JILI',
            amount: 2,
            requestId: 'conf-transfer-dup',
          },
        };
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
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demoplayer', backwardsRange),
    ],
  },
  createDeposit: {
    happy: [
      ok(
        'e-wallet deposit',
        'demoplayer',
        { body: { channelId: 'gcash', amount: 500, requestId: 'conf-deposit-1' } },
        201,
      ),
    ],
    refusals: [
      refused('unknown channel', 404, 'not_found', 'demoplayer', {
        body: { channelId: 'nope', amount: 500, requestId: 'conf-deposit-nope' },
      }),
      refused('below the channel minimum', 400, 'amount_invalid', 'demoplayer', {
        body: { channelId: 'gcash', amount: 10, requestId: 'conf-deposit-small' },
      }),
      refused('bank transfer without payer name', 400, 'validation_error', 'demoplayer', {
        body: {
          channelId: 'bank-bdo',
          amount: 500,
          reference: 'REF-1',
          requestId: 'conf-deposit-payer',
        },
      }),
      refused('requestId reused with another amount', 409, 'conflict', 'demoplayer', async (t) => {
        await usedRequestId(t, 'createDeposit', {
          channelId: 'maya',
          amount: 100,
          requestId: 'conf-deposit-dup',
        });
        return { body: { channelId: 'maya', amount: 200, requestId: 'conf-deposit-dup' } };
      }),
    ],
  },
  listWithdrawals: {
    happy: [
      ok('newest first', 'demoplayer'),
      ok('awaiting confirmation', 'demoplayer', { query: { status: 'paid' } }),
    ],
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demoplayer', backwardsRange),
    ],
  },
  createWithdrawal: {
    happy: [
      ok(
        'from the main wallet',
        'demoplayer',
        {
          body: {
            amount: 100,
            paymentPassword: '123456',
            payeeAccount: payee,
            requestId: 'conf-withdraw-1',
          },
        },
        201,
      ),
    ],
    refusals: [
      refused('wrong payment password', 400, 'payment_password_invalid', 'demoplayer', {
        body: {
          amount: 100,
          paymentPassword: '000000',
          payeeAccount: payee,
          requestId: 'conf-withdraw-pw',
        },
      }),
      refused('more than the main wallet holds', 400, 'insufficient_balance', 'demoplayer', {
        body: {
          amount: 150_000,
          paymentPassword: '123456',
          payeeAccount: payee,
          requestId: 'conf-withdraw-big',
        },
      }),
      refused('more than 2 decimals', 400, 'amount_invalid', 'demoplayer', {
        body: {
          amount: 100.001,
          paymentPassword: '123456',
          payeeAccount: payee,
          requestId: 'conf-withdraw-dec',
        },
      }),
    ],
  },
  confirmWithdrawalReceipt: {
    happy: [
      ok('all received', 'demoplayer', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demoplayer', 'paid') },
        body: { result: 'received' },
      })),
    ],
    refusals: [
      refused('no such withdrawal', 404, 'not_found', 'demoplayer', {
        path: { withdrawalId: 'WD000000000000' },
        body: { result: 'received' },
      }),
      refused("another member's withdrawal", 404, 'not_found', 'demoplayer', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demovip', 'paid') },
        body: { result: 'received' },
      })),
      refused(
        'already received automatically',
        409,
        'withdrawal_state_invalid',
        'demoplayer',
        (t) => ({
          path: { withdrawalId: withdrawalIn(t, 'demoplayer', 'autoReceived') },
          body: { result: 'received' },
        }),
      ),
      refused('partly received with the whole amount', 400, 'amount_invalid', 'demovip', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demovip', 'paid') },
        body: { result: 'partlyReceived', amountReceived: 2_000 },
      })),
      refused('proof image that is not a png', 400, 'validation_error', 'demovip', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demovip', 'paid') },
        body: {
          result: 'notReceived',
          proofImage: tinyPng.replace('iVBORw0KGgo', 'AAAAAAAAAAA'),
        },
      })),
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
    happy: [
      ok(
        'a voucher',
        'demoplayer',
        {
          body: {
            goodsId: 'G3002',
            quantity: 1,
            paymentPassword: '123456',
            requestId: 'conf-redeem-1',
          },
        },
        201,
      ),
    ],
    refusals: [
      refused('wrong payment password', 400, 'payment_password_invalid', 'demoplayer', {
        body: {
          goodsId: 'G3002',
          quantity: 1,
          paymentPassword: '000000',
          requestId: 'conf-redeem-pw',
        },
      }),
      refused('no such reward', 404, 'not_found', 'demoplayer', {
        body: {
          goodsId: 'G9999',
          quantity: 1,
          paymentPassword: '123456',
          requestId: 'conf-redeem-404',
        },
      }),
      refused('Zalo bonus without a Zalo id', 400, 'error_zalo', 'demoplayer', {
        body: {
          goodsId: 'G1001',
          quantity: 1,
          paymentPassword: '123456',
          requestId: 'conf-redeem-zalo',
        },
      }),
      refused('sold out', 400, 'validation_error', 'demoplayer', {
        body: {
          goodsId: 'G2001',
          quantity: 1,
          paymentPassword: '123456',
          receivingAddress: 'Demo, 1 Street',
          requestId: 'conf-redeem-out',
        },
      }),
      refused('not enough points', 400, 'insufficient_points', 'demoplayer', {
        body: {
          goodsId: 'G2003',
          quantity: 5,
          paymentPassword: '123456',
          receivingAddress: 'Demo, 1 Street',
          requestId: 'conf-redeem-poor',
        },
      }),
    ],
  },
  convertPoints: {
    happy: [
      ok('points to the main wallet', 'demoplayer', {
        body: { points: 1_000, paymentPassword: '123456', requestId: 'conf-convert-1' },
      }),
    ],
    refusals: [
      refused('below the minimum', 400, 'amount_invalid', 'demoplayer', {
        body: { points: 500, paymentPassword: '123456', requestId: 'conf-convert-min' },
      }),
      refused('wrong payment password', 400, 'payment_password_invalid', 'demoplayer', {
        body: { points: 1_000, paymentPassword: '000000', requestId: 'conf-convert-pw' },
      }),
      refused('more than the balance', 400, 'insufficient_points', 'demoplayer', {
        body: { points: 50_000_000, paymentPassword: '123456', requestId: 'conf-convert-big' },
      }),
    ],
  },
  listPointsRedemptions: {
    happy: [
      ok('redeem history', 'demoplayer'),
      ok('rejected only', 'demoplayer', { query: { status: 'rejected' } }),
    ],
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demoplayer', backwardsRange),
    ],
  },
  listPointsTransactions: {
    happy: [
      ok('points detail', 'demoplayer', { query: { pageSize: 10 } }),
      ok('earnings only', 'demoplayer', { query: { type: 'earn' } }),
    ],
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demoplayer', backwardsRange),
    ],
  },
};

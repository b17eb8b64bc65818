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
  const token = await t.tokenFor('demo_player');
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
    happy: [ok('main wallet and vendor sub-wallets', 'demo_player')],
    refusals: [],
  },
  getConsolidatedFunds: {
    happy: [ok('funds at a glance', 'demo_player')],
    refusals: [],
  },
  getMerchantWallet: {
    happy: [ok('transfer-wallet merchant', 'demo_player')],
    refusals: [],
  },
  transferWallet: {
    happy: [
      ok('main to a vendor', 'demo_player', {
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'PG',
          amount: 10.5,
          requestId: 'conf-transfer-1',
        },
      }),
      ok('all to main (skips the vendor under maintenance)', 'demo_player', {
        body: { mode: 'allToMain', requestId: 'conf-transfer-all' },
      }),
    ],
    refusals: [
      refused('more than the source holds', 400, 'insufficient_balance', 'demo_player', {
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'PG',
          amount: 9_999_999,
          requestId: 'conf-transfer-big',
        },
      }),
      refused('more than 2 decimals', 400, 'amount_invalid', 'demo_player', {
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'PG',
          amount: 10.005,
          requestId: 'conf-transfer-dec',
        },
      }),
      refused('same wallet on both sides', 400, 'validation_error', 'demo_player', {
        body: {
          mode: 'transfer',
          fromWallet: 'PG',
          toWallet: 'PG',
          amount: 1,
          requestId: 'conf-transfer-same',
        },
      }),
      refused('unknown vendor wallet', 404, 'not_found', 'demo_player', {
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'XYZ',
          amount: 1,
          requestId: 'conf-transfer-xyz',
        },
      }),
      refused('requestId reused with another amount', 409, 'conflict', 'demo_player', async (t) => {
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
    happy: [ok('channels with limits', 'demo_player')],
    refusals: [],
  },
  listDeposits: {
    happy: [
      ok('newest first', 'demo_player', { query: { pageNo: 1, pageSize: 10 } }),
      ok('only approved', 'demo_player', { query: { status: 'approved' } }),
    ],
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demo_player', backwardsRange),
    ],
  },
  createDeposit: {
    happy: [
      ok(
        'e-wallet deposit',
        'demo_player',
        { body: { channelId: 'gcash', amount: 500, requestId: 'conf-deposit-1' } },
        201,
      ),
    ],
    refusals: [
      refused('unknown channel', 404, 'not_found', 'demo_player', {
        body: { channelId: 'nope', amount: 500, requestId: 'conf-deposit-nope' },
      }),
      refused('below the channel minimum', 400, 'amount_invalid', 'demo_player', {
        body: { channelId: 'gcash', amount: 10, requestId: 'conf-deposit-small' },
      }),
      refused('bank transfer without payer name', 400, 'validation_error', 'demo_player', {
        body: {
          channelId: 'bank-bdo',
          amount: 500,
          reference: 'REF-1',
          requestId: 'conf-deposit-payer',
        },
      }),
      refused('requestId reused with another amount', 409, 'conflict', 'demo_player', async (t) => {
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
      ok('newest first', 'demo_player'),
      ok('awaiting confirmation', 'demo_player', { query: { status: 'paid' } }),
    ],
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demo_player', backwardsRange),
    ],
  },
  createWithdrawal: {
    happy: [
      ok(
        'from the main wallet',
        'demo_player',
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
      refused('wrong payment password', 400, 'payment_password_invalid', 'demo_player', {
        body: {
          amount: 100,
          paymentPassword: '000000',
          payeeAccount: payee,
          requestId: 'conf-withdraw-pw',
        },
      }),
      refused('more than the main wallet holds', 400, 'insufficient_balance', 'demo_player', {
        body: {
          amount: 150_000,
          paymentPassword: '123456',
          payeeAccount: payee,
          requestId: 'conf-withdraw-big',
        },
      }),
      refused('more than 2 decimals', 400, 'amount_invalid', 'demo_player', {
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
      ok('all received', 'demo_player', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demo_player', 'paid') },
        body: { result: 'received' },
      })),
    ],
    refusals: [
      refused('no such withdrawal', 404, 'not_found', 'demo_player', {
        path: { withdrawalId: 'WD000000000000' },
        body: { result: 'received' },
      }),
      refused("another member's withdrawal", 404, 'not_found', 'demo_player', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demo_vip', 'paid') },
        body: { result: 'received' },
      })),
      refused(
        'already received automatically',
        409,
        'withdrawal_state_invalid',
        'demo_player',
        (t) => ({
          path: { withdrawalId: withdrawalIn(t, 'demo_player', 'autoReceived') },
          body: { result: 'received' },
        }),
      ),
      refused('partly received with the whole amount', 400, 'amount_invalid', 'demo_vip', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demo_vip', 'paid') },
        body: { result: 'partlyReceived', amountReceived: 2_000 },
      })),
      refused('proof image that is not a png', 400, 'validation_error', 'demo_vip', (t) => ({
        path: { withdrawalId: withdrawalIn(t, 'demo_vip', 'paid') },
        body: {
          result: 'notReceived',
          proofImage: tinyPng.replace('iVBORw0KGgo', 'AAAAAAAAAAA'),
        },
      })),
    ],
  },
  getPointsBalance: {
    happy: [ok('points from bets, redemptions and conversions', 'demo_player')],
    refusals: [],
  },
  getPointsConfig: {
    happy: [ok('ratio and minimum', 'demo_player')],
    refusals: [],
  },
  listPointsGoods: {
    happy: [
      ok('all goods', 'demo_player'),
      ok('vouchers only', 'demo_player', { query: { type: 'voucher', pageSize: 5 } }),
    ],
    refusals: [],
  },
  redeemPoints: {
    happy: [
      ok(
        'a voucher',
        'demo_player',
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
      refused('wrong payment password', 400, 'payment_password_invalid', 'demo_player', {
        body: {
          goodsId: 'G3002',
          quantity: 1,
          paymentPassword: '000000',
          requestId: 'conf-redeem-pw',
        },
      }),
      refused('no such reward', 404, 'not_found', 'demo_player', {
        body: {
          goodsId: 'G9999',
          quantity: 1,
          paymentPassword: '123456',
          requestId: 'conf-redeem-404',
        },
      }),
      refused('Zalo bonus without a Zalo id', 400, 'error_zalo', 'demo_player', {
        body: {
          goodsId: 'G1001',
          quantity: 1,
          paymentPassword: '123456',
          requestId: 'conf-redeem-zalo',
        },
      }),
      refused('sold out', 400, 'validation_error', 'demo_player', {
        body: {
          goodsId: 'G2001',
          quantity: 1,
          paymentPassword: '123456',
          receivingAddress: 'Demo, 1 Street',
          requestId: 'conf-redeem-out',
        },
      }),
      refused('not enough points', 400, 'insufficient_points', 'demo_player', {
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
      ok('points to the main wallet', 'demo_player', {
        body: { points: 1_000, paymentPassword: '123456', requestId: 'conf-convert-1' },
      }),
    ],
    refusals: [
      refused('below the minimum', 400, 'amount_invalid', 'demo_player', {
        body: { points: 500, paymentPassword: '123456', requestId: 'conf-convert-min' },
      }),
      refused('wrong payment password', 400, 'payment_password_invalid', 'demo_player', {
        body: { points: 1_000, paymentPassword: '000000', requestId: 'conf-convert-pw' },
      }),
      refused('more than the balance', 400, 'insufficient_points', 'demo_player', {
        body: { points: 50_000_000, paymentPassword: '123456', requestId: 'conf-convert-big' },
      }),
    ],
  },
  listPointsRedemptions: {
    happy: [
      ok('redeem history', 'demo_player'),
      ok('rejected only', 'demo_player', { query: { status: 'rejected' } }),
    ],
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demo_player', backwardsRange),
    ],
  },
  listPointsTransactions: {
    happy: [
      ok('points detail', 'demo_player', { query: { pageSize: 10 } }),
      ok('earnings only', 'demo_player', { query: { type: 'earn' } }),
    ],
    refusals: [
      refused('endDate before startDate', 400, 'validation_error', 'demo_player', backwardsRange),
    ],
  },
};

import type { ConformanceCases } from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { tinyPng, withdrawalIn } from './test-support';

const trial = {
  name: 'trial account',
  as: 'demotrial',
  expect: { status: 403, code: 'in_need_true_account' },
} as const;
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
    happy: [
      { name: 'main wallet and vendor sub-wallets', as: 'demoplayer', expect: { status: 200 } },
    ],
    refusals: [trial],
  },
  getConsolidatedFunds: {
    happy: [{ name: 'funds at a glance', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [trial],
  },
  getMerchantWallet: {
    happy: [{ name: 'transfer-wallet merchant', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [trial],
  },
  transferWallet: {
    happy: [
      {
        name: 'main to a vendor',
        as: 'demoplayer',
        request: {
          body: {
            mode: 'transfer',
            fromWallet: 'MAIN',
            toWallet: 'PG',
            amount: 10.5,
            requestId: 'conf-transfer-1',
          },
        },
        expect: { status: 200 },
      },
      {
        name: 'all to main (skips the vendor under maintenance)',
        as: 'demoplayer',
        request: { body: { mode: 'allToMain', requestId: 'conf-transfer-all' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'more than the source holds',
        as: 'demoplayer',
        request: {
          body: {
            mode: 'transfer',
            fromWallet: 'MAIN',
            toWallet: 'PG',
            amount: 9_999_999,
            requestId: 'conf-transfer-big',
          },
        },
        expect: { status: 400, code: 'insufficient_balance' },
      },
      {
        name: 'more than 2 decimals',
        as: 'demoplayer',
        request: {
          body: {
            mode: 'transfer',
            fromWallet: 'MAIN',
            toWallet: 'PG',
            amount: 10.005,
            requestId: 'conf-transfer-dec',
          },
        },
        expect: { status: 400, code: 'amount_invalid' },
      },
      {
        name: 'same wallet on both sides',
        as: 'demoplayer',
        request: {
          body: {
            mode: 'transfer',
            fromWallet: 'PG',
            toWallet: 'PG',
            amount: 1,
            requestId: 'conf-transfer-same',
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'unknown vendor wallet',
        as: 'demoplayer',
        request: {
          body: {
            mode: 'transfer',
            fromWallet: 'MAIN',
            toWallet: 'XYZ',
            amount: 1,
            requestId: 'conf-transfer-xyz',
          },
        },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'requestId reused with another amount',
        as: 'demoplayer',
        request: async (t) => {
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
        },
        expect: { status: 409, code: 'conflict' },
      },
      { ...trial, request: { body: { mode: 'allToMain', requestId: 'conf-transfer-trial' } } },
    ],
  },
  listDepositChannels: {
    happy: [{ name: 'channels with limits', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [trial],
  },
  listDeposits: {
    happy: [
      {
        name: 'newest first',
        as: 'demoplayer',
        request: { query: { pageNo: 1, pageSize: 10 } },
        expect: { status: 200 },
      },
      {
        name: 'only approved',
        as: 'demoplayer',
        request: { query: { status: 'approved' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'endDate before startDate',
        as: 'demoplayer',
        request: backwardsRange,
        expect: { status: 400, code: 'validation_error' },
      },
      trial,
    ],
  },
  createDeposit: {
    happy: [
      {
        name: 'e-wallet deposit',
        as: 'demoplayer',
        request: { body: { channelId: 'gcash', amount: 500, requestId: 'conf-deposit-1' } },
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: 'unknown channel',
        as: 'demoplayer',
        request: { body: { channelId: 'nope', amount: 500, requestId: 'conf-deposit-nope' } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'below the channel minimum',
        as: 'demoplayer',
        request: { body: { channelId: 'gcash', amount: 10, requestId: 'conf-deposit-small' } },
        expect: { status: 400, code: 'amount_invalid' },
      },
      {
        name: 'bank transfer without payer name',
        as: 'demoplayer',
        request: {
          body: {
            channelId: 'bank-bdo',
            amount: 500,
            reference: 'REF-1',
            requestId: 'conf-deposit-payer',
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'requestId reused with another amount',
        as: 'demoplayer',
        request: async (t) => {
          await usedRequestId(t, 'createDeposit', {
            channelId: 'maya',
            amount: 100,
            requestId: 'conf-deposit-dup',
          });
          return { body: { channelId: 'maya', amount: 200, requestId: 'conf-deposit-dup' } };
        },
        expect: { status: 409, code: 'conflict' },
      },
    ],
  },
  listWithdrawals: {
    happy: [
      { name: 'newest first', as: 'demoplayer', expect: { status: 200 } },
      {
        name: 'awaiting confirmation',
        as: 'demoplayer',
        request: { query: { status: 'paid' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'endDate before startDate',
        as: 'demoplayer',
        request: backwardsRange,
        expect: { status: 400, code: 'validation_error' },
      },
      trial,
    ],
  },
  createWithdrawal: {
    happy: [
      {
        name: 'from the main wallet',
        as: 'demoplayer',
        request: {
          body: {
            amount: 100,
            paymentPassword: '123456',
            payeeAccount: payee,
            requestId: 'conf-withdraw-1',
          },
        },
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: 'wrong payment password',
        as: 'demoplayer',
        request: {
          body: {
            amount: 100,
            paymentPassword: '000000',
            payeeAccount: payee,
            requestId: 'conf-withdraw-pw',
          },
        },
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'more than the main wallet holds',
        as: 'demoplayer',
        request: {
          body: {
            amount: 150_000,
            paymentPassword: '123456',
            payeeAccount: payee,
            requestId: 'conf-withdraw-big',
          },
        },
        expect: { status: 400, code: 'insufficient_balance' },
      },
      {
        name: 'more than 2 decimals',
        as: 'demoplayer',
        request: {
          body: {
            amount: 100.001,
            paymentPassword: '123456',
            payeeAccount: payee,
            requestId: 'conf-withdraw-dec',
          },
        },
        expect: { status: 400, code: 'amount_invalid' },
      },
    ],
  },
  confirmWithdrawalReceipt: {
    happy: [
      {
        name: 'all received',
        as: 'demoplayer',
        request: (t) => ({
          path: { withdrawalId: withdrawalIn(t, 'demoplayer', 'paid') },
          body: { result: 'received' },
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'no such withdrawal',
        as: 'demoplayer',
        request: { path: { withdrawalId: 'WD000000000000' }, body: { result: 'received' } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: "another member's withdrawal",
        as: 'demoplayer',
        request: (t) => ({
          path: { withdrawalId: withdrawalIn(t, 'demovip', 'paid') },
          body: { result: 'received' },
        }),
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'already received automatically',
        as: 'demoplayer',
        request: (t) => ({
          path: { withdrawalId: withdrawalIn(t, 'demoplayer', 'autoReceived') },
          body: { result: 'received' },
        }),
        expect: { status: 409, code: 'withdrawal_state_invalid' },
      },
      {
        name: 'partly received with the whole amount',
        as: 'demovip',
        request: (t) => ({
          path: { withdrawalId: withdrawalIn(t, 'demovip', 'paid') },
          body: { result: 'partlyReceived', amountReceived: 2_000 },
        }),
        expect: { status: 400, code: 'amount_invalid' },
      },
      {
        name: 'proof image that is not a png',
        as: 'demovip',
        request: (t) => ({
          path: { withdrawalId: withdrawalIn(t, 'demovip', 'paid') },
          body: {
            result: 'notReceived',
            proofImage: tinyPng.replace('iVBORw0KGgo', 'AAAAAAAAAAA'),
          },
        }),
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  getPointsBalance: {
    happy: [
      {
        name: 'points from bets, redemptions and conversions',
        as: 'demoplayer',
        expect: { status: 200 },
      },
    ],
    refusals: [trial],
  },
  getPointsConfig: {
    happy: [{ name: 'ratio and minimum', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [trial],
  },
  listPointsGoods: {
    happy: [
      { name: 'all goods', as: 'demoplayer', expect: { status: 200 } },
      {
        name: 'vouchers only',
        as: 'demoplayer',
        request: { query: { type: 'voucher', pageSize: 5 } },
        expect: { status: 200 },
      },
    ],
    refusals: [trial],
  },
  redeemPoints: {
    happy: [
      {
        name: 'a voucher',
        as: 'demoplayer',
        request: {
          body: {
            goodsId: 'G3002',
            quantity: 1,
            paymentPassword: '123456',
            requestId: 'conf-redeem-1',
          },
        },
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: 'wrong payment password',
        as: 'demoplayer',
        request: {
          body: {
            goodsId: 'G3002',
            quantity: 1,
            paymentPassword: '000000',
            requestId: 'conf-redeem-pw',
          },
        },
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'no such reward',
        as: 'demoplayer',
        request: {
          body: {
            goodsId: 'G9999',
            quantity: 1,
            paymentPassword: '123456',
            requestId: 'conf-redeem-404',
          },
        },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'Zalo bonus without a Zalo id',
        as: 'demoplayer',
        request: {
          body: {
            goodsId: 'G1001',
            quantity: 1,
            paymentPassword: '123456',
            requestId: 'conf-redeem-zalo',
          },
        },
        expect: { status: 400, code: 'error_zalo' },
      },
      {
        name: 'sold out',
        as: 'demoplayer',
        request: {
          body: {
            goodsId: 'G2001',
            quantity: 1,
            paymentPassword: '123456',
            receivingAddress: 'Demo, 1 Street',
            requestId: 'conf-redeem-out',
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'not enough points',
        as: 'demoplayer',
        request: {
          body: {
            goodsId: 'G2003',
            quantity: 5,
            paymentPassword: '123456',
            receivingAddress: 'Demo, 1 Street',
            requestId: 'conf-redeem-poor',
          },
        },
        expect: { status: 400, code: 'insufficient_points' },
      },
    ],
  },
  convertPoints: {
    happy: [
      {
        name: 'points to the main wallet',
        as: 'demoplayer',
        request: {
          body: { points: 1_000, paymentPassword: '123456', requestId: 'conf-convert-1' },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'below the minimum',
        as: 'demoplayer',
        request: {
          body: { points: 500, paymentPassword: '123456', requestId: 'conf-convert-min' },
        },
        expect: { status: 400, code: 'amount_invalid' },
      },
      {
        name: 'wrong payment password',
        as: 'demoplayer',
        request: {
          body: { points: 1_000, paymentPassword: '000000', requestId: 'conf-convert-pw' },
        },
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'more than the balance',
        as: 'demoplayer',
        request: {
          body: { points: 50_000_000, paymentPassword: '123456', requestId: 'conf-convert-big' },
        },
        expect: { status: 400, code: 'insufficient_points' },
      },
    ],
  },
  listPointsRedemptions: {
    happy: [
      { name: 'redeem history', as: 'demoplayer', expect: { status: 200 } },
      {
        name: 'rejected only',
        as: 'demoplayer',
        request: { query: { status: 'rejected' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'endDate before startDate',
        as: 'demoplayer',
        request: backwardsRange,
        expect: { status: 400, code: 'validation_error' },
      },
      trial,
    ],
  },
  listPointsTransactions: {
    happy: [
      {
        name: 'points detail',
        as: 'demoplayer',
        request: { query: { pageSize: 10 } },
        expect: { status: 200 },
      },
      {
        name: 'earnings only',
        as: 'demoplayer',
        request: { query: { type: 'earn' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'endDate before startDate',
        as: 'demoplayer',
        request: backwardsRange,
        expect: { status: 400, code: 'validation_error' },
      },
      trial,
    ],
  },
};

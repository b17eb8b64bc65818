import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { ledgerProblems, memberIdOf, smallSeed, walletTotalCents } from './test-support';

let t: TestBackend;
let token: string;
let memberId: number;

beforeAll(async () => {
  t = await createTestBackend(smallSeed);
});
beforeEach(async () => {
  await t.restoreSeed();
  t.violations.length = 0;
  token = await t.tokenFor('demoplayer');
  memberId = memberIdOf(t, 'demoplayer');
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

const minutes = (n: number) => t.backend.clock.advance(n * 60_000);
const balance = async () =>
  (await t.call('getBalance', { token })).body.value as Schemas['WalletBalance'];
const walletOf = (b: Schemas['WalletBalance'], code: string) =>
  b.wallets.find((w) => w.walletCode === code)?.balance ?? 0;
const payee = { bankName: 'BDO', accountName: 'Demo Player', accountNumber: '004455667890' };
const transfer = (fromWallet: string, toWallet: string, amount: number, requestId: string) =>
  t.call('transferWallet', {
    token,
    body: { mode: 'transfer', fromWallet, toWallet, amount, requestId },
  });

describe('transfers', () => {
  it('transfer then balance shows the money moved, the total unchanged', async () => {
    const before = await balance();
    const result = await transfer('MAIN', 'TCG_LOTTO_VN', 100, 'bh-transfer-0001');
    expect(result.status).toBe(200);
    const after = await balance();
    expect(walletOf(after, 'MAIN')).toBeCloseTo(walletOf(before, 'MAIN') - 100, 2);
    expect(walletOf(after, 'TCG_LOTTO_VN')).toBeCloseTo(walletOf(before, 'TCG_LOTTO_VN') + 100, 2);
    expect(after.sumBalance).toBe(before.sumBalance);
    expect((result.body.value as Schemas['WalletTransferResult']).balance.sumBalance).toBe(
      before.sumBalance,
    );

    const funds = (await t.call('getConsolidatedFunds', { token })).body
      .value as Schemas['ConsolidatedFunds'];
    expect(funds.totalBalance).toBe(after.sumBalance);
    expect(funds.mainBalance).toBe(walletOf(after, 'MAIN'));
  });

  it('refuses a vendor under maintenance with 503 game_maintenance and its end time', async () => {
    const result = await transfer('MAIN', 'SEXY', 10, 'bh-transfer-sexy');
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ code: 'game_maintenance', field: 'body.toWallet' });
    expect((result.body as { value?: { endTime?: string } }).value?.endTime).toBeTruthy();
  });

  it('all to main brings every sub-wallet back except the one under maintenance', async () => {
    const before = await balance();
    const result = await t.call('transferWallet', {
      token,
      body: { mode: 'allToMain', requestId: 'bh-all-0001' },
    });
    const value = result.body.value as Schemas['WalletTransferResult'];
    expect(value.legs.filter((l) => l.status === 'skipped').map((l) => l.fromWallet)).toEqual([
      'SEXY',
    ]);
    const after = await balance();
    expect(after.sumBalance).toBe(before.sumBalance);
    expect(
      after.wallets
        .filter((w) => w.walletType === 'vendor' && w.balance > 0)
        .map((w) => w.walletCode),
    ).toEqual(['SEXY']);
  });

  it('a repeat of a refused requestId answers the same refusal after a top-up and moves nothing', async () => {
    const main = walletOf(await balance(), 'MAIN');
    expect((await transfer('MAIN', 'TCG_LOTTO_VN', 50, 'bh-park-0001')).status).toBe(200);
    const first = await transfer('MAIN', 'TCG_LOTTO_VN', main - 49, 'bh-refused-0001');
    expect(first).toMatchObject({ status: 400, body: { code: 'insufficient_balance' } });
    // A top-up: the 50 come back to main, so the amount asked for is there now.
    expect((await transfer('TCG_LOTTO_VN', 'MAIN', 50, 'bh-topup-0001')).status).toBe(200);
    const toppedUp = await balance();
    const repeat = await transfer('MAIN', 'TCG_LOTTO_VN', main - 49, 'bh-refused-0001');
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    // Everything but `updatedAt`, which says when the balances were read.
    expect({ ...(await balance()), updatedAt: null }).toEqual({ ...toppedUp, updatedAt: null });
  });

  it('keeps nothing of fields the contract does not list, and refuses a body nested too deep', async () => {
    const sizeBefore = JSON.stringify(t.backend.exportState({ includeCatalogue: false })).length;
    for (let i = 0; i < 3; i += 1) {
      const result = await t.call('transferWallet', {
        token,
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: 'TCG_LOTTO_VN',
          amount: 1,
          requestId: `bh-note-000${i}`,
          note: 'n'.repeat(500_000),
        },
      });
      expect(result.status).toBe(200);
    }
    const sizeAfter = JSON.stringify(t.backend.exportState({ includeCatalogue: false })).length;
    expect(sizeAfter - sizeBefore).toBeLessThan(20_000);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const refused = await t.call('transferWallet', {
      token,
      rawBody: `{"mode":"transfer","fromWallet":"MAIN","toWallet":"TCG_LOTTO_VN","amount":1,"requestId":"bh-deep-0001","extra":${deep}}`,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'body' },
    });
  });

  it('a retried requestId moves the money once and answers the first result again; other fields are a conflict', async () => {
    const before = await balance();
    const first = await transfer('MAIN', 'PG', 25, 'bh-retry-0001');
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => transfer('MAIN', 'PG', 25, 'bh-retry-0001')),
    );
    for (const retry of retries) expect(retry.body.value).toEqual(first.body.value);
    const after = await balance();
    expect(walletOf(after, 'PG')).toBeCloseTo(walletOf(before, 'PG') + 25, 2);
    expect(
      t.backend.db.walletTransfers.all().filter((tr) => tr.requestId === 'bh-retry-0001'),
    ).toHaveLength(1);
    const conflict = await transfer('MAIN', 'PG', 26, 'bh-retry-0001');
    expect([conflict.status, conflict.body.code]).toEqual([409, 'conflict']);
  });

  it('20 concurrent transfers never create or lose money, and the ledger stays consistent', async () => {
    const totalBefore = walletTotalCents(t, memberId);
    const ledgerBefore = t.backend.db.ledgerOf(memberId).length;
    const main = walletOf(await balance(), 'MAIN');
    // Both directions, several vendors, and amounts that together exceed what MAIN holds.
    const requests = Array.from({ length: 20 }, (_, i) => {
      const vendor = ['PG', 'JILI', 'EVO', 'FC'][i % 4] ?? 'PG';
      return i % 3 === 2
        ? transfer(vendor, 'MAIN', 30.25, `bh-conc-${i}-xx`)
        : transfer('MAIN', vendor, Math.round(main * 15) / 100, `bh-conc-${i}-xx`);
    });
    const results = await Promise.all(requests);
    const succeeded = results.filter((r) => r.status === 200).length;
    expect(results.every((r) => r.status === 200 || r.body.code === 'insufficient_balance')).toBe(
      true,
    );
    expect(succeeded).toBeGreaterThan(0);
    expect(succeeded).toBeLessThan(20);

    expect(walletTotalCents(t, memberId)).toBe(totalBefore);
    expect((await balance()).sumBalance * 100).toBeCloseTo(totalBefore, 0);
    const newEntries = t.backend.db.ledgerOf(memberId).slice(ledgerBefore);
    expect(newEntries).toHaveLength(succeeded * 2);
    expect(newEntries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(ledgerProblems(t.backend.db, memberId)).toEqual([]);
    expect(t.backend.db.wallets.all().every((w) => w.balanceCents >= 0)).toBe(true);
  });

  it('a single-wallet merchant has nothing to transfer (403 feature_disabled)', async () => {
    await t.backend.db.walletSettings.update('merchant', (s) => {
      s.walletMode = 'single';
    });
    const merchant = (await t.call('getMerchantWallet', { token })).body.value;
    expect(merchant).toMatchObject({ walletMode: 'single', isSingle: true });
    const result = await t.call('transferWallet', {
      token,
      body: { mode: 'allToMain', requestId: 'bh-single-01' },
    });
    expect([result.status, result.body.code]).toEqual([403, 'feature_disabled']);
    expect((await balance()).wallets.map((w) => w.walletCode)).toEqual(['MAIN']);
  });

  it('trial accounts are refused', async () => {
    const trial = await t.tokenFor('demotrial');
    const result = await t.call('getBalance', { token: trial });
    expect([result.status, result.body.code]).toEqual([403, 'in_need_true_account']);
  });
});

describe('deposits', () => {
  it('deposit, then the clock moves: processing, approved, and the balance shows it', async () => {
    const before = await balance();
    const created = await t.call('createDeposit', {
      token,
      body: { channelId: 'gcash', amount: 750, requestId: 'bh-deposit-01' },
    });
    expect(created.status).toBe(201);
    const deposit = created.body.value as Schemas['Deposit'];
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: 750,
      paymentUrl: expect.stringContaining(deposit.depositId),
    });
    const status = async () =>
      ((await t.call('listDeposits', { token })).body.value as Schemas['DepositPage']).list[0]
        ?.status;

    minutes(0.5);
    expect(await status()).toBe('processing');
    expect((await balance()).sumBalance).toBe(before.sumBalance);

    minutes(0.5);
    expect(await status()).toBe('approved');
    // Shown before any write booked it ...
    const shown = await balance();
    expect(walletOf(shown, 'MAIN')).toBeCloseTo(walletOf(before, 'MAIN') + 750, 2);
    expect(t.backend.db.ledgerOf(memberId).some((e) => e.reference === deposit.depositId)).toBe(
      false,
    );
    // ... and booked by the next write, without changing what is shown.
    await transfer('MAIN', 'PG', 1, 'bh-deposit-settle');
    const entry = t.backend.db.ledgerOf(memberId).find((e) => e.reference === deposit.depositId);
    expect(entry).toMatchObject({ type: 'deposit', amountCents: 750_00, walletCode: 'MAIN' });
    expect((await balance()).sumBalance).toBe(shown.sumBalance);
    expect(ledgerProblems(t.backend.db, memberId)).toEqual([]);
  });

  it('a retried deposit returns the first one; a channel under maintenance answers 503', async () => {
    const body = { channelId: 'maya', amount: 100, requestId: 'bh-deposit-02' };
    const [a, b] = await Promise.all([
      t.call('createDeposit', { token, body }),
      t.call('createDeposit', { token, body }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.value).toEqual(a.body.value);
    expect(
      t.backend.db.depositsOf(memberId).filter((d) => d.requestId === 'bh-deposit-02'),
    ).toHaveLength(1);
    const down = await t.call('createDeposit', {
      token,
      body: { channelId: 'qrph', amount: 100, requestId: 'bh-deposit-03' },
    });
    expect([down.status, down.body.code]).toEqual([503, 'service_unavailable']);
  });
});

describe('withdrawals', () => {
  const withdraw = (amount: number, requestId: string, paymentPassword = '123456') =>
    t.call('createWithdrawal', {
      token,
      body: { amount, paymentPassword, payeeAccount: payee, requestId },
    });
  const latest = async () =>
    ((await t.call('listWithdrawals', { token })).body.value as Schemas['WithdrawalPage']).list[0];

  it('withdrawal flow: held at creation, paid after 3 minutes, then confirmed partly received', async () => {
    const before = await balance();
    const wrong = await withdraw(200, 'bh-wd-pass', '999999');
    expect([wrong.status, wrong.body.code]).toEqual([400, 'payment_password_invalid']);
    expect((await balance()).sumBalance).toBe(before.sumBalance);

    const created = await withdraw(200, 'bh-wd-0001');
    expect(created.status).toBe(201);
    const { withdrawalId } = created.body.value as Schemas['Withdrawal'];
    expect((await balance()).sumBalance).toBeCloseTo(before.sumBalance - 200, 2);
    const funds = (await t.call('getConsolidatedFunds', { token })).body
      .value as Schemas['ConsolidatedFunds'];
    expect(funds.pendingWithdrawal).toBe(200);

    minutes(1);
    expect((await latest())?.status).toBe('processing');
    minutes(2);
    const paid = await latest();
    expect(paid).toMatchObject({
      withdrawalId,
      status: 'paid',
      paidAt: expect.any(String),
      autoReceiptAt: expect.any(String),
    });

    const confirmed = await t.call('confirmWithdrawalReceipt', {
      token,
      path: { withdrawalId },
      body: { result: 'partlyReceived', amountReceived: 150, remainingAmount: 50 },
    });
    expect(confirmed.status).toBe(200);
    expect(await latest()).toMatchObject({
      status: 'partlyReceived',
      amountReceived: 150,
      remainingAmount: 50,
    });
    const again = await t.call('confirmWithdrawalReceipt', {
      token,
      path: { withdrawalId },
      body: { result: 'received' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'withdrawal_state_invalid']);
    // The receipt moves no money.
    expect((await balance()).sumBalance).toBeCloseTo(before.sumBalance - 200, 2);
  });

  it('auto receipt after the configured minutes; a confirmation after that is 409', async () => {
    t.backend.config.autoReceiptMinutes = 5;
    const created = await withdraw(100, 'bh-wd-auto');
    const { withdrawalId } = created.body.value as Schemas['Withdrawal'];
    minutes(3 + 5);
    expect(await latest()).toMatchObject({
      withdrawalId,
      status: 'autoReceived',
      amountReceived: 100,
      remainingAmount: 0,
    });
    const late = await t.call('confirmWithdrawalReceipt', {
      token,
      path: { withdrawalId },
      body: { result: 'received' },
    });
    expect([late.status, late.body.code]).toEqual([409, 'withdrawal_state_invalid']);
  });

  it('a rejected withdrawal gives the amount back once decided (sandbox trigger "reject")', async () => {
    const before = await balance();
    await t.call('createWithdrawal', {
      token,
      body: {
        amount: 100,
        paymentPassword: '123456',
        payeeAccount: { ...payee, branch: 'reject' },
        requestId: 'bh-wd-reject',
      },
    });
    expect((await balance()).sumBalance).toBeCloseTo(before.sumBalance - 100, 2);
    minutes(3);
    expect((await latest())?.status).toBe('rejected');
    expect((await balance()).sumBalance).toBe(before.sumBalance);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperationId, Schemas } from '../../core/handler-types';
import { createTestBackend, type CallOptions, type TestBackend } from '../../testing/test-backend';
import { earnedPoints } from './rules/points-ledger';
import { ledgerProblems, memberIdOf, smallSeed } from './test-support';

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

const points = async () =>
  ((await t.call('getPointsBalance', { token })).body.value as Schemas['PointsBalance']).points;
const mainBalance = async () =>
  ((await t.call('getBalance', { token })).body.value as Schemas['WalletBalance']).wallets.find(
    (w) => w.walletCode === 'MAIN',
  )?.balance ?? 0;
const transactions = async (query: CallOptions['query'] = {}) =>
  (
    (await t.call('listPointsTransactions', { token, query: { pageSize: 100, ...query } })).body
      .value as Schemas['PointsTransactionPage']
  ).list;
const redeem = (
  goodsId: string,
  quantity: number,
  requestId: string,
  extra: Record<string, string> = {},
) =>
  t.call('redeemPoints', {
    token,
    body: { goodsId, quantity, paymentPassword: '123456', requestId, ...extra },
  });
const convert = (pointsToConvert: number, requestId: string) =>
  t.call('convertPoints', {
    token,
    body: { points: pointsToConvert, paymentPassword: '123456', requestId },
  });

describe('points', () => {
  it('earn points from bets: one earn line per settled bet, and the balance adds up', async () => {
    const nowMs = t.backend.clock.nowMs();
    const bets = t.backend.db
      .betsOf(memberId)
      .filter((b) => earnedPoints(b) > 0 && b.settleTime && Date.parse(b.settleTime) <= nowMs);
    const earns = await transactions({ type: 'earn' });
    expect(earns.map((l) => l.referenceNumber).sort()).toEqual(bets.map((b) => b.id).sort());
    const all = await transactions();
    expect(all.length).toBeLessThan(100); // one page holds them all
    expect(all.reduce((sum, l) => sum + l.changedPoints, 0)).toBe(await points());
    expect(all[0]?.pointsBalance).toBe(await points());
  });

  it('redeem goods: processing, then approved after review; the points are taken once', async () => {
    const before = await points();
    const created = await redeem('G3001', 1, 'bh-redeem-0001');
    expect(created.status).toBe(201);
    expect(created.body.value).toMatchObject({
      status: 'processing',
      pointsBalance: before - 5000,
    });
    const retry = await redeem('G3001', 1, 'bh-redeem-0001');
    expect(retry.body.value).toEqual(created.body.value);
    expect(await points()).toBe(before - 5000);

    t.backend.clock.advance(10 * 60_000);
    const list = (await t.call('listPointsRedemptions', { token, query: { status: 'approved' } }))
      .body.value as Schemas['PointsRedemptionPage'];
    expect(list.list[0]).toMatchObject({
      goods: 'G3001',
      status: 'approved',
      remark: expect.stringMatching(/^Voucher code: /),
    });
  });

  it('a rejected redemption gives the points back', async () => {
    const before = await points();
    await redeem('G1001', 1, 'bh-redeem-0002', { paymentAccount: 'zalo-reject-me' });
    expect(await points()).toBe(before - 10_000);
    t.backend.clock.advance(10 * 60_000);
    expect(await points()).toBe(before);
    expect((await transactions({ type: 'refund' })).map((l) => l.changedPoints)).toContain(10_000);
  });

  it('convert points: the main wallet gets points / ratio, the one place points become money', async () => {
    const [pointsBefore, mainBefore] = [await points(), await mainBalance()];
    const result = await convert(2_345, 'bh-convert-01');
    expect(result.body.value).toMatchObject({
      points: 2_345,
      amount: 23.45,
      pointsBalance: pointsBefore - 2_345,
    });
    expect(await points()).toBe(pointsBefore - 2_345);
    expect(await mainBalance()).toBeCloseTo(mainBefore + 23.45, 2);
    expect((await transactions({ type: 'convert' }))[0]).toMatchObject({ changedPoints: -2_345 });
    expect(t.backend.db.ledgerOf(memberId).at(-1)).toMatchObject({
      type: 'points',
      amountCents: 23_45,
    });
    expect(ledgerProblems(t.backend.db, memberId)).toEqual([]);
  });

  it('with PTSYS3 off every points operation answers 403 feature_disabled and changes nothing', async () => {
    t.backend.config.flags.PTSYS3 = false;
    const calls: [OperationId, CallOptions][] = [
      ['getPointsBalance', {}],
      ['getPointsConfig', {}],
      ['listPointsGoods', {}],
      ['listPointsRedemptions', {}],
      ['listPointsTransactions', {}],
      [
        'redeemPoints',
        {
          body: {
            goodsId: 'G3002',
            quantity: 1,
            paymentPassword: '123456',
            requestId: 'bh-off-0001',
          },
        },
      ],
      [
        'convertPoints',
        { body: { points: 1_000, paymentPassword: '123456', requestId: 'bh-off-0002' } },
      ],
    ];
    const state = JSON.stringify(t.backend.exportState({ includeCatalogue: false }).tables);
    for (const [operationId, options] of calls) {
      const result = await t.call(operationId, { token, ...options });
      expect([operationId, result.status, result.body.code]).toEqual([
        operationId,
        403,
        'feature_disabled',
      ]);
    }
    expect(JSON.stringify(t.backend.exportState({ includeCatalogue: false }).tables)).toBe(state);
  });

  it('concurrent redemptions never drive points below zero nor oversell', async () => {
    const before = await points();
    const stockBefore = t.backend.db.pointsGoods.get('G3002')?.stock ?? 0;
    const affordable = Math.floor(before / 1500);
    const results = await Promise.all(
      Array.from({ length: affordable + 5 }, (_, i) => redeem('G3002', 1, `bh-conc-redeem-${i}`)),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(affordable);
    expect(
      results.filter((r) => r.status !== 201).every((r) => r.body.code === 'insufficient_points'),
    ).toBe(true);
    expect(await points()).toBe(before - affordable * 1500);
    expect(t.backend.db.pointsGoods.get('G3002')?.stock).toBe(stockBefore - affordable);
    expect((await transactions()).every((l) => l.pointsBalance >= 0)).toBe(true);
  });

  it('concurrent conversions and redemptions never spend the same points twice', async () => {
    const [before, mainBefore] = [await points(), await mainBalance()];
    const chunk = Math.max(1_000, Math.floor(before / 3));
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => convert(chunk, `bh-conc-convert-${i}`)),
      ...Array.from({ length: 4 }, (_, i) => redeem('G3002', 1, `bh-conc-mixed-${i}`)),
    ]);
    const converted = results.slice(0, 6).filter((r) => r.status === 200).length;
    const redeemed = results.slice(6).filter((r) => r.status === 201).length;
    const after = await points();
    expect(after).toBe(before - converted * chunk - redeemed * 1500);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(converted).toBeLessThanOrEqual(3);
    expect(await mainBalance()).toBeCloseTo(mainBefore + (converted * chunk) / 100, 2);
    expect(results.every((r) => r.status < 300 || r.body.code === 'insufficient_points')).toBe(
      true,
    );
  });

  it('a retried conversion in parallel converts once', async () => {
    const before = await points();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => convert(1_000, 'bh-retry-convert')),
    );
    expect(new Set(results.map((r) => JSON.stringify(r.body.value))).size).toBe(1);
    expect(await points()).toBe(before - 1_000);
  });
});

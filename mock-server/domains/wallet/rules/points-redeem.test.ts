import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import type { Schemas } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import { smallSeed } from '../test-support';
import { pointsBalance, pointsLedger } from './points-ledger';
import { listRedemptions, redeemPoints } from './points-redeem';

let backend: MockBackend;
let member: MemberRecord;
beforeEach(async () => {
  if (backend) await backend.reset();
  else backend = await createMockBackend(smallSeed);
  const found = backend.db.memberByAccount('demoplayer');
  if (!found) throw new Error('demoplayer');
  member = found;
});

let seq = 0;
type Redeem = Omit<Schemas['PointsRedeemRequest'], 'requestId' | 'paymentPassword'> & {
  paymentPassword?: string;
};
const redeem = (request: Redeem) =>
  backend.writeLock.exclusive(() =>
    redeemPoints(backend, member, {
      paymentPassword: '123456',
      ...request,
      requestId: `redeem-rule-${(seq += 1)}`,
    }),
  );
const code = async (request: Redeem) => {
  const out = await redeem(request);
  return out.kind === 'failure' ? out.envelope.code : 'ok';
};
const points = () => pointsBalance(backend.db, member.id, backend.clock.nowMs()).points;
const stock = (goodsId: string) => backend.db.pointsGoods.get(goodsId)?.stock;

describe('redeemPoints rule', () => {
  it('takes the points and the stock at once and reviews a voucher 10 minutes later', async () => {
    const [before, stockBefore] = [points(), stock('G3002')];
    const out = await redeem({ goodsId: 'G3002', quantity: 2 });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(out.value).toMatchObject({
      status: 'processing',
      changedPoints: -3000,
      pointsBalance: before - 3000,
      quantity: 2,
    });
    expect(points()).toBe(before - 3000);
    expect(stock('G3002')).toBe((stockBefore ?? 0) - 2);
    backend.clock.advance(10 * 60_000);
    const page = listRedemptions(backend.db, member.id, {}, backend.clock.nowMs());
    if (page.kind !== 'ok') throw new Error('list');
    expect(page.value.list[0]).toMatchObject({
      referenceNumber: out.value.referenceNumber,
      status: 'approved',
      remark: expect.stringMatching(/^Voucher code: /),
    });
  });

  it('gives the points back when the review rejects it (sandbox trigger "reject")', async () => {
    const before = points();
    const out = await redeem({
      goodsId: 'G2002',
      quantity: 1,
      receivingAddress: 'Please reject, 1 Street',
    });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(points()).toBe(before - 2500);
    backend.clock.advance(24 * 3_600_000);
    expect(points()).toBe(before);
    const refund = pointsLedger(backend.db, member.id, backend.clock.nowMs()).filter(
      (l) => l.referenceNumber === out.value.referenceNumber,
    );
    expect(refund.map((l) => `${l.type}:${l.changedPoints}`)).toEqual([
      'redeem:-2500',
      'refund:2500',
    ]);
  });

  it('checks the password first, then the goods, the details it needs, the stock and the points', async () => {
    expect(await code({ goodsId: 'G9999', quantity: 1, paymentPassword: 'bad' })).toBe(
      'payment_password_invalid',
    );
    expect(await code({ goodsId: 'G9999', quantity: 1 })).toBe('not_found');
    expect(await code({ goodsId: 'G1001', quantity: 1 })).toBe('error_zalo');
    expect(await code({ goodsId: 'G1002', quantity: 1 })).toBe('error_whatsapp');
    expect(await code({ goodsId: 'G1003', quantity: 1 })).toBe('validation_error');
    expect(await code({ goodsId: 'G2002', quantity: 1 })).toBe('validation_error');
    expect(await code({ goodsId: 'G2001', quantity: 1, receivingAddress: 'A' })).toBe(
      'validation_error',
    );
    expect(await code({ goodsId: 'G2003', quantity: 6, receivingAddress: 'A' })).toBe(
      'validation_error',
    );
    expect(await code({ goodsId: 'G2003', quantity: 5, receivingAddress: 'A' })).toBe(
      'insufficient_points',
    );
  });

  it('refuses once the points run out, never going below zero', async () => {
    const affordable = Math.floor(points() / 1500);
    let successes = 0;
    for (let i = 0; i < affordable + 2; i += 1)
      if ((await code({ goodsId: 'G3002', quantity: 1 })) === 'ok') successes += 1;
    expect(successes).toBe(affordable);
    expect(points()).toBeGreaterThanOrEqual(0);
    expect(points()).toBeLessThan(1500);
  });
});

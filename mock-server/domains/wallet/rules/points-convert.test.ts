import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import { findWallet, mainWallet } from '../../../core/money';
import type { MemberRecord } from '../../../db/core-records';
import { smallSeed } from '../test-support';
import { conversionCents, convertPoints } from './points-convert';
import { pointsBalance } from './points-ledger';

let backend: MockBackend;
let member: MemberRecord;
beforeEach(async () => {
  if (backend) await backend.reset();
  else backend = await createMockBackend(smallSeed);
  const found = backend.db.memberByAccount('demovip');
  if (!found) throw new Error('demovip');
  member = found;
});

let seq = 0;
const convert = (points: number, paymentPassword = '123456') =>
  backend.writeLock.exclusive(() =>
    convertPoints(backend, member, {
      points,
      paymentPassword,
      requestId: `convert-rule-${(seq += 1)}`,
    }),
  );
const main = () => findWallet(backend.db, member.id, mainWallet)?.balanceCents ?? 0;
const points = () => pointsBalance(backend.db, member.id, backend.clock.nowMs()).points;

describe('conversionCents', () => {
  it('is points / ratio rounded down to whole cents', () => {
    expect(conversionCents(2_000, 100)).toBe(20_00);
    expect(conversionCents(1_999, 100)).toBe(19_99);
    expect(conversionCents(1_001, 300)).toBe(333);
  });
});

describe('convertPoints rule', () => {
  it('takes the points and credits the main wallet with a points ledger entry', async () => {
    const [mainBefore, pointsBefore] = [main(), points()];
    const out = await convert(2_500);
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(out.value).toMatchObject({
      points: 2_500,
      ratio: 100,
      amount: 25,
      pointsBalance: pointsBefore - 2_500,
    });
    expect(main()).toBe(mainBefore + 25_00);
    expect(points()).toBe(pointsBefore - 2_500);
    const entry = backend.db.ledgerOf(member.id).at(-1);
    expect(entry).toMatchObject({
      type: 'points',
      amountCents: 25_00,
      reference: out.value.transactionId,
      walletCode: 'MAIN',
    });
  });

  it('refuses a wrong password, fewer than the minimum and more than the balance, moving nothing', async () => {
    const [mainBefore, pointsBefore] = [main(), points()];
    const codes = [
      await convert(1_000, 'bad'),
      await convert(999),
      await convert(pointsBefore + 1),
    ].map((o) => (o.kind === 'failure' ? o.envelope.code : 'ok'));
    expect(codes).toEqual(['payment_password_invalid', 'amount_invalid', 'insufficient_points']);
    expect([main(), points()]).toEqual([mainBefore, pointsBefore]);
  });
});

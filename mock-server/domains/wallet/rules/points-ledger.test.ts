import { beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import type { BetRecord } from '../../../db/core-records';
import { smallSeed } from '../test-support';
import { earnedPoints, pointsBalance, pointsLedger } from './points-ledger';

let backend: MockBackend;
let memberId: number;
beforeAll(async () => {
  backend = await createMockBackend(smallSeed);
  memberId = backend.db.memberByAccount('demosms')?.id ?? 0;
});

const bet = (
  id: string,
  validBetCents: number,
  settleTime: string | null,
  status: BetRecord['status'] = 'settled',
): BetRecord => ({
  id,
  memberId,
  gameNodeId: 'n1',
  gameName: 'Test slot',
  gameType: 'RNG',
  vendor: 'PG',
  betAmountCents: validBetCents,
  validBetCents,
  payoutCents: 0,
  winLossCents: -validBetCents,
  status,
  betTime: settleTime ?? '2026-10-01T00:00:00.000Z',
  settleTime,
});

describe('earnedPoints', () => {
  it('gives 1 point per 1.00 of valid bet, rounded down per settled bet', () => {
    expect(earnedPoints({ status: 'settled', validBetCents: 350_00 })).toBe(350);
    expect(earnedPoints({ status: 'settled', validBetCents: 99 })).toBe(0);
    expect(earnedPoints({ status: 'settled', validBetCents: 10_99 })).toBe(10);
    expect(earnedPoints({ status: 'unsettled', validBetCents: 100_00 })).toBe(0);
    expect(earnedPoints({ status: 'cancelled', validBetCents: 100_00 })).toBe(0);
  });
});

describe('pointsLedger', () => {
  it('derives earn lines from the bets table, counting each bet once it settles', async () => {
    const before = pointsBalance(backend.db, memberId, backend.clock.nowMs()).points;
    const nowMs = backend.clock.nowMs();
    const future = new Date(nowMs + 3_600_000).toISOString();
    await backend.db.bets.insertMany([
      bet('TESTBET1', 120_50, '2026-10-05T10:00:00.000Z'),
      bet('TESTBET2', 80_00, future),
      bet('TESTBET3', 500_00, null, 'unsettled'),
    ]);
    expect(pointsBalance(backend.db, memberId, nowMs).points).toBe(before + 120);
    expect(pointsBalance(backend.db, memberId, nowMs + 3_600_000).points).toBe(before + 200);
    const line = pointsLedger(backend.db, memberId, nowMs).find(
      (l) => l.referenceNumber === 'TESTBET1',
    );
    expect(line).toMatchObject({
      type: 'earn',
      changedPoints: 120,
      createdAt: '2026-10-05T10:00:00.000Z',
      remark: 'Valid bet 120.50',
    });
  });

  it('keeps a running balance in time order that never drops below zero', () => {
    const lines = pointsLedger(backend.db, memberId, backend.clock.nowMs());
    let running = 0;
    for (const line of lines) {
      running += line.changedPoints;
      expect(line.pointsBalance).toBe(running);
      expect(line.pointsBalance).toBeGreaterThanOrEqual(0);
    }
    expect(
      [...lines].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((l) => l.transactionId),
    ).toEqual(lines.map((l) => l.transactionId));
  });

  it('adds a refund line for a rejected redemption at its review time', () => {
    const player = backend.db.memberByAccount('demoplayer');
    if (!player) throw new Error('demoplayer');
    const rejected = backend.db
      .pointsRedemptionsOf(player.id)
      .find((r) => r.outcome === 'rejected');
    if (!rejected) throw new Error('seeded rejected redemption');
    const refundAt = Date.parse(rejected.reviewAt);
    const refunds = (nowMs: number) =>
      pointsLedger(backend.db, player.id, nowMs).filter((l) => l.type === 'refund');
    expect(refunds(refundAt - 1)).toEqual([]);
    expect(refunds(refundAt)).toEqual([
      expect.objectContaining({
        changedPoints: rejected.points * rejected.quantity,
        referenceNumber: rejected.id,
        createdAt: rejected.reviewAt,
      }),
    ]);
  });
});

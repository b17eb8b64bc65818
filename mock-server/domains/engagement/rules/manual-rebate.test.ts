import { describe, expect, it } from 'vitest';
import { totalBalanceCents } from '../../../core/money';
import { manualRebateView } from '../presenters';
import { claimManualRebateFor, computeManualRebate, rebateCents } from './manual-rebate';
import { betFor, catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z');

describe('rebateCents', () => {
  it('applies the per-type rate in whole cents, rounding down', () => {
    expect(rebateCents(150_000, 'LIVE')).toBe(1050);
    expect(rebateCents(100_055, 'RNG')).toBe(1000);
    expect(rebateCents(33, 'LOTT')).toBe(0);
    expect(rebateCents(99_999_999, 'LIVE')).toBe(699_999);
  });
});

describe('computeManualRebate and claimManualRebateFor', () => {
  it('counts settled bets only, per game type, and starts at the first bet', async () => {
    const db = await catalogueDb(now);
    const member = await playerIn(db, 'rebate_unit');
    await betFor(db, member.id, {
      gameType: 'LIVE',
      validBet: 1000,
      time: '2026-11-20T10:00:00.000Z',
    });
    await betFor(db, member.id, {
      gameType: 'LIVE',
      validBet: 500,
      time: '2026-11-21T10:00:00.000Z',
    });
    await betFor(db, member.id, {
      gameType: 'SPORTS',
      validBet: 700,
      time: '2026-11-21T11:00:00.000Z',
      status: 'unsettled',
    });
    await betFor(db, member.id, {
      gameType: 'FISH',
      validBet: 100,
      time: '2026-11-21T12:00:00.000Z',
      status: 'cancelled',
    });
    const rebate = manualRebateView(computeManualRebate(db, member.id, now));
    expect(rebate).toEqual({
      rebatableAmount: 10.5,
      minClaimAmount: 1,
      periodStart: '2026-11-20T10:00:00.000Z',
      lastClaimTime: null,
      items: [{ gameType: 'LIVE', validBet: 1500, rate: 0.7, rebateAmount: 10.5 }],
    });
  });

  it('pays once, marks the bets and starts the next period from zero', async () => {
    const db = await catalogueDb(now);
    const member = await playerIn(db, 'rebate_unit');
    await betFor(db, member.id, {
      gameType: 'RNG',
      validBet: 250,
      time: '2026-11-21T10:00:00.000Z',
    });
    const claim = await claimManualRebateFor(db, member, now);
    if ('kind' in claim) throw new Error(claim.envelope.message);
    expect(claim).toMatchObject({ amountCents: 250, claimTime: now.toISOString() });
    expect(totalBalanceCents(db, member.id)).toBe(250);
    expect(db.ledger.all()).toMatchObject([
      { type: 'rebate', reference: `REBATE-${claim.id}`, amountCents: 250 },
    ]);
    expect(computeManualRebate(db, member.id, now)).toMatchObject({
      totalCents: 0,
      items: [],
      lastClaimTime: now.toISOString(),
      periodStart: now.toISOString(),
    });
    expect(await claimManualRebateFor(db, member, now)).toMatchObject({
      status: 409,
      envelope: { code: 'conflict' },
    });
    // A bet settled later (even one placed before the claim) belongs to the next period.
    await betFor(db, member.id, {
      gameType: 'RNG',
      validBet: 120,
      time: '2026-11-21T09:00:00.000Z',
    });
    expect(computeManualRebate(db, member.id, now).totalCents).toBe(120);
  });

  it('refuses below the minimum without recording anything', async () => {
    const db = await catalogueDb(now);
    const member = await playerIn(db, 'rebate_unit');
    await betFor(db, member.id, {
      gameType: 'LOTT',
      validBet: 333,
      time: '2026-11-21T10:00:00.000Z',
    });
    expect(await claimManualRebateFor(db, member, now)).toMatchObject({
      status: 409,
      envelope: { message: expect.stringContaining('below the minimum') },
    });
    expect(db.rebateClaims.size + db.rebatedBets.size + db.ledger.size).toBe(0);
  });
});

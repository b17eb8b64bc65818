import { describe, expect, it } from 'vitest';
import { totalBalanceCents } from '../../../core/money';
import { rafflePrizeView } from '../presenters';
import { claimRafflePrizeFor } from './raffle';
import { catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z');

async function setup() {
  const db = await catalogueDb(now);
  const member = await playerIn(db, 'raffle_tester');
  const other = await playerIn(db, 'raffle_other');
  const prize = (id: number, memberId: number, wonTime: string, cashCents = 8800) =>
    db.rafflePrizes.insert({
      id,
      memberId,
      promotionId: 304,
      prizeName: `Prize ${id}`,
      prizeType: 'cash',
      cashCents,
      points: 0,
      wonTime,
      state: 'claim',
      claimTime: null,
    });
  await prize(2, member.id, '2026-11-21T00:00:00.000Z');
  await prize(1, member.id, '2026-11-20T00:00:00.000Z', 1000);
  await prize(3, other.id, '2026-11-19T00:00:00.000Z');
  return { db, member, other };
}

describe('claimRafflePrizeFor', () => {
  it('claims the oldest unclaimed prize first, each once, then already_claimed', async () => {
    const { db, member } = await setup();
    expect(await claimRafflePrizeFor(db, member, { promotionId: 304 }, now)).toMatchObject({
      id: 1,
      state: 'claimed',
    });
    expect(await claimRafflePrizeFor(db, member, { promotionId: 304 }, now)).toMatchObject({
      id: 2,
      state: 'claimed',
    });
    expect(await claimRafflePrizeFor(db, member, { promotionId: 304 }, now)).toMatchObject({
      status: 409,
      envelope: { code: 'already_claimed' },
    });
    expect(
      await claimRafflePrizeFor(db, member, { promotionId: 304, prizeId: 2 }, now),
    ).toMatchObject({ status: 409, envelope: { code: 'already_claimed' } });
    expect(totalBalanceCents(db, member.id)).toBe(9800);
    expect(
      db.ledger
        .all()
        .map((l) => l.reference)
        .sort(),
    ).toEqual(['RAFFLE-1', 'RAFFLE-2']);
  });

  it("answers another member's prize, a non-raffle promotion and no prize at all with 404", async () => {
    const { db, member, other } = await setup();
    expect(
      await claimRafflePrizeFor(db, member, { promotionId: 304, prizeId: 3 }, now),
    ).toMatchObject({ status: 404 });
    expect(await claimRafflePrizeFor(db, member, { promotionId: 301 }, now)).toMatchObject({
      status: 404,
    });
    expect(await claimRafflePrizeFor(db, member, { promotionId: 999 }, now)).toMatchObject({
      status: 404,
    });
    const nobody = await playerIn(db, 'raffle_nobody');
    expect(await claimRafflePrizeFor(db, nobody, { promotionId: 304 }, now)).toMatchObject({
      status: 404,
    });
    expect(db.rafflePrizes.get(3)?.state).toBe('claim');
    expect(totalBalanceCents(db, other.id)).toBe(0);
  });

  it('shows points as points and items as 0', () => {
    const base = {
      id: 1,
      memberId: 1,
      promotionId: 304,
      prizeName: 'x',
      cashCents: 0,
      points: 0,
      wonTime: now.toISOString(),
      state: 'claim' as const,
      claimTime: null,
    };
    expect(rafflePrizeView({ ...base, prizeType: 'points', points: 500 }).amount).toBe(500);
    expect(rafflePrizeView({ ...base, prizeType: 'item' }).amount).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { bonusView } from '../presenters';
import { bonusesInFilter } from './bonus-details';
import { creditBonus } from './credit-bonus';
import { catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z');

async function setup() {
  const db = await catalogueDb(now);
  const member = await playerIn(db, 'bonus_tester');
  const add = (id: number, time: string, amountCents: number, bonusType: 'rebate' | 'promotion') =>
    db.bonusDetails.insert({
      id,
      memberId: member.id,
      title: `Bonus ${id}`,
      bonusType,
      promotionId: null,
      amountCents,
      status: 'issued',
      time,
      reference: null,
    });
  await add(1, '2026-11-14T23:59:59.000Z', 100, 'rebate');
  await add(2, '2026-11-15T00:00:00.000Z', 200, 'rebate');
  await add(3, '2026-11-22T09:00:00.000Z', 300, 'promotion');
  await add(4, '2026-11-10T10:00:00.000Z', 400, 'promotion');
  return { db, member };
}

describe('bonusesInFilter', () => {
  it('defaults to the last 7 days up to today, newest first, with the total', async () => {
    const { db, member } = await setup();
    const result = bonusesInFilter(db, member.id, {}, now);
    if ('kind' in result) throw new Error(result.envelope.message);
    expect(result.bonuses.map((b) => b.id)).toEqual([3, 2]);
    expect(result.totalCents).toBe(500);
  });

  it('includes both end days whole and filters by type', async () => {
    const { db, member } = await setup();
    const result = bonusesInFilter(
      db,
      member.id,
      { startDate: '2026-11-10', endDate: '2026-11-14', bonusType: 'rebate' },
      now,
    );
    if ('kind' in result) throw new Error(result.envelope.message);
    expect(result.bonuses.map(bonusView)).toMatchObject([
      { bonusId: 1, amount: 1, bonusType: 'rebate' },
    ]);
  });

  it('refuses a start after the end', async () => {
    const { db, member } = await setup();
    expect(
      bonusesInFilter(db, member.id, { startDate: '2026-11-20', endDate: '2026-11-19' }, now),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'query.startDate' },
    });
  });
});

describe('creditBonus', () => {
  it('moves money in from outside the platform with one ledger entry and one bonus line', async () => {
    const { db, member } = await setup();
    await creditBonus(db, {
      memberId: member.id,
      amountCents: 999,
      title: 'T',
      bonusType: 'mission',
      promotionId: null,
      reference: 'MISSION-X',
      time: now.toISOString(),
    });
    expect(db.wallets.get(`${member.id}:MAIN`)?.balanceCents).toBe(999);
    expect(db.ledger.all()).toMatchObject([
      { amountCents: 999, type: 'bonus', reference: 'MISSION-X', balanceAfterCents: 999 },
    ]);
    expect(
      db.bonusDetailsOfMember(member.id).find((b) => b.reference === 'MISSION-X'),
    ).toMatchObject({ status: 'claimed', amountCents: 999 });
  });
});

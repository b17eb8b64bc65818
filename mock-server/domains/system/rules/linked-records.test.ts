import { describe, expect, it } from 'vitest';
import { createDb } from '../../../db/create-db';
import type { PromotionRecord } from '../../engagement/records';
import { promotionCatalogue } from '../../engagement/seed-data/catalogue';
import { Table } from '../../../db/typed-collection';
import {
  anonymousStatus,
  featuredPromotions,
  gameToFeature,
  promotionFromRecord,
  type Promotion,
} from './linked-records';

const promotion: Promotion = {
  promotionId: 301,
  promotionType: 'DEPOSIT',
  category: 'NEW_MEMBER',
  title: '100% first deposit bonus',
  image: 'http://localhost:4010/sandbox/img/promo.svg',
  content: '<p>Deposit and get 100%.</p>',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2026-12-31T23:59:59.000Z',
  status: 'join',
  enabled: true,
  requiresApplication: false,
};

describe('promotionFromRecord', () => {
  it('keeps only the contract fields of another domain record', () => {
    expect(promotionFromRecord({ ...promotion, id: 301, internalBudgetCents: 5 })).toEqual(
      promotion,
    );
  });

  it('takes a numeric id as the promotion id', () => {
    const { promotionId, ...rest } = promotion;
    expect(promotionFromRecord({ ...rest, id: promotionId })?.promotionId).toBe(301);
  });

  it('refuses records that do not carry a contract promotion', () => {
    expect(promotionFromRecord({ id: 1, name: 'not a promotion' })).toBeNull();
    expect(promotionFromRecord({ ...promotion, status: 'unknown' })).toBeNull();
  });
});

describe('anonymousStatus', () => {
  const at = (iso: string) => Date.parse(iso);
  it('is coming before the start, close after the end, join in between', () => {
    expect(anonymousStatus(promotion, at('2026-10-01T00:00:00Z'))).toBe('coming');
    expect(anonymousStatus(promotion, at('2026-11-22T00:00:00Z'))).toBe('join');
    expect(anonymousStatus(promotion, at('2027-01-01T00:00:00Z'))).toBe('close');
    expect(anonymousStatus({ ...promotion, endTime: null }, at('2030-01-01T00:00:00Z'))).toBe(
      'join',
    );
  });
});

describe('reading the other domains tables', () => {
  interface StoredPromotion extends Promotion {
    id: number;
    budgetCents: number;
  }
  interface StoredGame {
    id: string;
    nodeId: string;
    gameType: string;
    isHot: 0 | 1;
  }

  async function dbWith(promotions: StoredPromotion[], games: StoredGame[]) {
    const promotionTable = new Table<StoredPromotion>();
    await promotionTable.insertMany(promotions);
    const gameTable = new Table<StoredGame>();
    await gameTable.insertMany(games);
    return Object.assign(createDb(), { promotions: promotionTable, games: gameTable });
  }

  const stored = (id: number, over: Partial<Promotion> = {}): StoredPromotion => ({
    ...promotion,
    promotionId: id,
    id,
    budgetCents: 1,
    ...over,
  });
  const now = Date.parse('2026-11-22T00:00:00Z');

  it('features enabled promotions that have not ended, by id, as a visitor sees them, without internal fields', async () => {
    const db = await dbWith(
      [
        stored(303, { startTime: '2026-12-01T00:00:00.000Z' }),
        stored(301, { status: 'claimed' }),
        stored(302, { enabled: false }),
        stored(304, { endTime: '2026-11-01T00:00:00.000Z' }),
      ],
      [],
    );
    const featured = featuredPromotions(db, now);
    expect(featured.map((p) => [p.promotionId, p.status])).toEqual([
      [301, 'join'],
      [303, 'coming'],
    ]);
    expect(featured[0]).not.toHaveProperty('budgetCents');
  });

  it('features the real seed promotions, whose records carry no status (the member status is derived)', async () => {
    const seeded: PromotionRecord[] = promotionCatalogue(new Date(now));
    expect(seeded.every((record) => !('status' in record))).toBe(true);
    const table = new Table<PromotionRecord>();
    await table.insertMany(seeded);
    const db = Object.assign(createDb(), { promotions: table });
    const featured = featuredPromotions(db, now);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.status === 'join' || p.status === 'coming')).toBe(true);
    expect(featuredPromotions(db, now, 'CN')[0]?.title).not.toBe(featured[0]?.title);
  });

  it('links game banners to hot games of the type first, and to nothing without a catalogue', async () => {
    const db = await dbWith(
      [],
      [
        { id: 'g1', nodeId: 'rng-1', gameType: 'RNG', isHot: 0 },
        { id: 'g2', nodeId: 'rng-2', gameType: 'RNG', isHot: 1 },
        { id: 'g3', nodeId: 'live-1', gameType: 'LIVE', isHot: 1 },
      ],
    );
    expect(gameToFeature(db, 'RNG', 0)).toBe('rng-2');
    expect(gameToFeature(db, 'RNG', 1)).toBe('rng-1');
    expect(gameToFeature(db, 'RNG', 2)).toBe('rng-2');
    expect(gameToFeature(db, 'FISH', 0)).toBeNull();
    expect(gameToFeature(await dbWith([], []), 'RNG', 0)).toBeNull();
    expect(featuredPromotions(createDb(), now)).toEqual([]);
  });
});

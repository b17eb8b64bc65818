import { ajvForResponses } from '../../../../openapi/runtime/ajv-instances';
import type { Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import { Table } from '../../../db/typed-collection';
import { localisedField } from '../../../seed/content/content-catalogue';
import { pictureInLanguage } from '../../../seed/content/picture-language';
import type { Language } from '../records';

/**
 * Reads of other domains' tables that the home page links to: the featured promotions (engagement
 * domain, table `promotions`) and games for game banners (games domain, table `games`). This domain
 * is seeded before them and does not know their record types, so records are read by table name and
 * taken only when they carry the contract's fields (checked against the contract itself); a missing
 * table or record shape just means nothing to link, and banners fall back to a route.
 */
export type Promotion = Schemas['Promotion'];

function recordsOf(db: Db, tableName: string): object[] {
  const table = Object.entries(db).find(([name]) => name === tableName)?.[1];
  return table instanceof Table ? table.all() : [];
}

const promotionFields = [
  'promotionId',
  'promotionType',
  'category',
  'title',
  'image',
  'content',
  'startTime',
  'endTime',
  'status',
  'enabled',
  'requiresApplication',
] as const satisfies readonly (keyof Promotion)[];

let promotionCheck: ((value: unknown) => value is Promotion) | null = null;

function isPromotion(value: unknown): value is Promotion {
  promotionCheck ??= ajvForResponses().compile<Promotion>({
    $ref: 'contract#/components/schemas/Promotion',
  });
  return promotionCheck(value);
}

/**
 * Only the contract's fields, whatever internal fields the owning domain keeps beside them. A record
 * without a `status` gets `join` until the caller derives the real one (`anonymousStatus`).
 */
export function promotionFromRecord(record: object): Promotion | null {
  const source = new Map(Object.entries(record));
  const picked = Object.fromEntries(
    promotionFields.flatMap((field) => (source.has(field) ? [[field, source.get(field)]] : [])),
  );
  if (!source.has('promotionId') && typeof source.get('id') === 'number')
    picked.promotionId = source.get('id');
  // The owning domain stores no `status` (a member's status is derived; the caller sets the
  // visitor's): check the record's other fields with a placeholder, never drop it for lacking one.
  if (!source.has('status')) picked.status = 'join';
  return isPromotion(picked) ? picked : null;
}

/** A visitor's status by the dates (the contract: without a session, `join`, `coming` or `close`). */
export function anonymousStatus(promotion: Promotion, nowMs: number): Promotion['status'] {
  if (Date.parse(promotion.startTime) > nowMs) return 'coming';
  if (promotion.endTime && Date.parse(promotion.endTime) < nowMs) return 'close';
  return 'join';
}

/** A seeded record's content key, whatever the record's type (`contentKey`, when a string). */
function contentKeyOf(record: object): string | undefined {
  const key: unknown = new Map(Object.entries(record)).get('contentKey');
  return typeof key === 'string' ? key : undefined;
}

/**
 * Up to `limit` enabled promotions that have not ended, as a visitor sees them, in promotion id
 * order, with their title and content in `language` (seeded promotions carry a content key) and
 * the sandbox's cover picture in `language` (`?lang=cn`).
 */
export function featuredPromotions(
  db: Db,
  nowMs: number,
  language: Language = 'EN',
  limit = 6,
): Promotion[] {
  return recordsOf(db, 'promotions')
    .flatMap((record) => {
      const promotion = promotionFromRecord(record);
      if (!promotion?.enabled) return [];
      const texts = { contentKey: contentKeyOf(record) };
      return [
        {
          ...promotion,
          title: localisedField(texts, 'title', language, promotion.title),
          content: localisedField(texts, 'content', language, promotion.content),
          image: pictureInLanguage(promotion.image, language),
          status: anonymousStatus(promotion, nowMs),
        },
      ];
    })
    .filter((promotion) => promotion.status !== 'close')
    .sort((a, b) => a.promotionId - b.promotionId)
    .slice(0, limit);
}

interface GamePicks {
  size: number;
  byType: Map<string, string[]>;
}

// The game catalogue does not change after seeding: its picks are worked out once per table fill.
const gamePickCache = new WeakMap<object, GamePicks>();

function gamePicks(db: Db): GamePicks {
  const table = Object.entries(db).find(([name]) => name === 'games')?.[1];
  if (!(table instanceof Table)) return { size: 0, byType: new Map() };
  const cached = gamePickCache.get(table);
  if (cached && cached.size === table.size) return cached;
  const hot = new Map<string, string[]>();
  const rest = new Map<string, string[]>();
  for (const record of table.all()) {
    const fields = new Map(Object.entries(record));
    const nodeId = fields.get('nodeId');
    const gameType = fields.get('gameType');
    if (typeof nodeId !== 'string' || typeof gameType !== 'string') continue;
    const bucket = fields.get('isHot') === 1 ? hot : rest;
    if ((bucket.get(gameType)?.length ?? 0) >= 20) continue;
    bucket.set(gameType, [...(bucket.get(gameType) ?? []), nodeId]);
  }
  const byType = new Map(
    [...new Set([...hot.keys(), ...rest.keys()])].map((type) => [
      type,
      [...(hot.get(type) ?? []), ...(rest.get(type) ?? [])],
    ]),
  );
  const picks = { size: table.size, byType };
  gamePickCache.set(table, picks);
  return picks;
}

/** The `pick`-th game of a type (hot games first) to link a banner to, or null when there is none. */
export function gameToFeature(db: Db, gameType: string, pick: number): string | null {
  const games = gamePicks(db).byType.get(gameType) ?? [];
  return games.length > 0 ? (games[pick % games.length] ?? null) : null;
}

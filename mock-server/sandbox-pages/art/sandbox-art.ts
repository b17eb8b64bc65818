import { slugOf } from '../../domains/games/seed-data/build-catalogue.ts';
import { vendorDefinitions } from '../../domains/games/seed-data/vendor-catalogue.ts';
import type { ContentLanguage } from '../../seed/content/content-catalogue.ts';
import { bannerArt, bannerCopyOf, promotionArtSize, promotionCopyOf } from './banner-art.ts';
import { gameArt, type GameArtFacts } from './game-art.ts';
import { genericArt, pointsGoodsArt, qrArt, serviceIconArt, wordsOf } from './item-art.ts';
import { vendorArt } from './vendor-art.ts';

/** Names the image route accepts: what the seeds use (`game-100245`, `vendor-pg`, `banner-home-app`). */
export const artNamePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/;

/** What a host that holds a backend knows about a game of its catalogue. */
export type GameArtLookup = (nodeId: string) => GameArtFacts | null;

const gameTypes = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'DS88'];

/**
 * A game the host does not know (no backend, as behind the dev server's navigations, or an id not
 * in the catalogue): the id's words as title, and the type when the id names one
 * (`game-RNG-PG-00042`).
 */
function unknownGame(id: string): GameArtFacts {
  const parts = id.split(/[-_]/);
  const gameType = gameTypes.find((type) => type === parts[0]) ?? 'RNG';
  const vendor = gameTypes.includes(parts[0] ?? '') && parts[1] ? parts[1] : 'SANDBOX';
  return { nodeId: id, title: wordsOf(id), vendor, gameType, classify: null };
}

/** Vendor marks are one per vendor code, whatever lane it plays in (`vendor-pg`, `vendor-tcg-lotto-vn`). */
const vendorsBySlug = new Map<string, (typeof vendorDefinitions)[number]>();
for (const definition of vendorDefinitions)
  if (!vendorsBySlug.has(slugOf(definition.vendor)))
    vendorsBySlug.set(slugOf(definition.vendor), definition);

/** The code and display name of a vendor: its first lane's entry (`PP` is `Pragmatic Play`). */
function vendorNameOf(slug: string): { code: string; name: string } {
  const definition = vendorsBySlug.get(slug);
  if (!definition) return { code: slug.toUpperCase(), name: wordsOf(slug) };
  return { code: definition.vendor, name: definition.name };
}

/**
 * The picture of `/sandbox/img/<name>.svg`, by the name's kind: `game-<nodeId>` (from the catalogue
 * when the host has one), `vendor-<code>`, `banner-<name>`, `promo-<name>`, `points-<goods>`,
 * `qr-<app>`, `cs-<channel>`, anything else a tile with its words. Banners and promotion covers
 * draw their words in `language` (the address's `?lang=`), English by default. The same name,
 * language (and catalogue) always give the same bytes.
 */
export function sandboxArt(
  name: string,
  games?: GameArtLookup,
  language: ContentLanguage = 'EN',
): string {
  const [, kind = '', rest = ''] = /^([a-z]+)-(.+)$/.exec(name) ?? [];
  switch (kind) {
    case 'game':
      return gameArt(games?.(rest) ?? unknownGame(rest));
    case 'vendor':
      return vendorArt(vendorNameOf(rest));
    case 'banner': {
      const copy = bannerCopyOf(rest, language);
      return copy ? bannerArt(name, copy) : genericArt(rest, 1200, 400);
    }
    case 'promo': {
      const copy = promotionCopyOf(rest, language);
      return copy ? bannerArt(name, copy, promotionArtSize) : genericArt(rest, 960, 400);
    }
    case 'points':
      return pointsGoodsArt(rest);
    case 'qr':
      return qrArt(rest);
    case 'cs':
      return serviceIconArt(rest);
    default:
      return genericArt(name);
  }
}

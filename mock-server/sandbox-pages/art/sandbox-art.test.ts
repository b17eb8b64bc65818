// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { promotionCatalogue } from '../../domains/engagement/seed-data/catalogue';
import { bannerSeed } from '../../domains/system/seed-data/banners';
import { serviceChannelSeed } from '../../domains/system/seed-data/customer-service';
import { appResourceSeed } from '../../domains/system/seed-data/site-addresses';
import { pointsGoodsCatalogue } from '../../domains/wallet/seed-data/catalogue';
import { gamesDomainPages } from '../games-domain-pages';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { defaultSeedSizes } from '../../seed/seed-context';
import { bannerAlt, bannerCopy, promotionCopy } from './banner-art';
import { gameArt, motifOfGame, type GameArtFacts } from './game-art';
import { genericArt } from './item-art';
import { motifNames } from './motifs';
import { sandboxArt } from './sandbox-art';

/** Every game type and slot classification of the contract (a missing key fails to compile). */
const gameTypes: Record<Schemas['GameType'], true> = {
  LIVE: true,
  RNG: true,
  FISH: true,
  PVP: true,
  SPORTS: true,
  ESPORTS: true,
  LOTT: true,
  ELOTT: true,
  DS88: true,
};
const classifies: Record<Schemas['GameClassify'], true> = {
  slot: true,
  jackpot: true,
  table: true,
  arcade: true,
  bingo: true,
};

const sizeLimit = 6 * 1024;

const hostile =
  '<script>alert(1)</script><img src=x onerror=alert(2)> & "quoted" \'single\' ]]> <!-- x --> <![CDATA[ y ]]> \u0000\u0007 <a xlink:href="javascript:alert(3)">';

const allowedElements = new Set([
  'svg',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'g',
  'rect',
  'circle',
  'ellipse',
  'path',
  'text',
  'tspan',
]);

/** Parses an SVG as a browser would and lists what could reach outside it or run. */
function auditSvg(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return ['not well-formed XML'];
  const problems: string[] = [];
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    if (!allowedElements.has(element.localName)) problems.push(`element ${element.localName}`);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on|href$/i.test(attribute.localName)) problems.push(`attribute ${attribute.name}`);
      if (/url\((?!#)/i.test(attribute.value)) problems.push(`foreign url in ${attribute.name}`);
      const isText = attribute.name === 'aria-label' || attribute.name === 'xmlns';
      if (/javascript:|@import|https?:/i.test(attribute.value) && !isText)
        problems.push(`reference in ${attribute.name}`);
    }
  }
  if (/<!\[CDATA\[|<!--|<\?/.test(svg)) problems.push('comment, CDATA or processing instruction');
  return problems;
}

/** The words drawn on a picture, each line of a text on its own. */
function textOf(svg: string): string {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return Array.from(doc.getElementsByTagName('text'))
    .map((text) => Array.from(text.childNodes, (node) => node.textContent ?? '').join(' '))
    .join(' | ');
}

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend({ sizes: { ...defaultSeedSizes, slotGames: 300 } });
});

describe('game art', () => {
  const facts = (
    gameType: string,
    classify: string | null,
    title = 'Mahjong Ways',
  ): GameArtFacts => ({
    nodeId: '100245',
    title,
    vendor: 'PG',
    gameType,
    classify,
  });

  it('gives every game type of the contract its own motif, and slots one per classification', () => {
    const typeMotifs = Object.keys(gameTypes).map((type) => motifOfGame(type, null));
    expect(new Set(typeMotifs).size).toBe(typeMotifs.length);
    const slotMotifs = Object.keys(classifies).map((classify) => motifOfGame('RNG', classify));
    expect(new Set(slotMotifs).size).toBe(slotMotifs.length);
    for (const motif of [...typeMotifs, ...slotMotifs]) expect(motifNames).toContain(motif);
    const pictures = [
      ...Object.keys(gameTypes).map((type) => gameArt(facts(type, null))),
      ...Object.keys(classifies).map((classify) => gameArt(facts('RNG', classify))),
    ];
    // RNG without a classification draws the slot's reels like classify "slot".
    expect(new Set(pictures).size).toBe(pictures.length - 1);
  });

  it('is the same bytes for the same game and different for another', () => {
    expect(gameArt(facts('RNG', 'slot'))).toBe(gameArt(facts('RNG', 'slot')));
    expect(gameArt(facts('RNG', 'slot'))).not.toBe(
      gameArt({ ...facts('RNG', 'slot'), nodeId: '100246' }),
    );
    expect(sandboxArt('vendor-pg')).toBe(sandboxArt('vendor-pg'));
  });

  it('writes the title, the vendor mark and the name for assistive technology', () => {
    const svg = gameArt(facts('LIVE', null, 'Speed Baccarat A'));
    expect(textOf(svg)).toContain('Speed Baccarat A');
    expect(textOf(svg)).toContain('PG');
    expect(svg).toContain('role="img" aria-label="Speed Baccarat A (PG)"');
  });

  it('escapes a hostile title and vendor: text only, nothing that runs or loads', () => {
    for (const type of Object.keys(gameTypes)) {
      const svg = gameArt({
        nodeId: hostile,
        title: hostile,
        vendor: hostile,
        gameType: type,
        classify: 'bingo',
      });
      expect(auditSvg(svg)).toEqual([]);
      expect(svg).not.toMatch(/<script|<img|<a /i);
      expect(textOf(svg)).toContain('<script>alert(1)</script>');
    }
    for (const name of [
      hostile,
      `banner-${hostile}`,
      `promo-${hostile}`,
      `points-${hostile}`,
      `qr-${hostile}`,
      `cs-${hostile}`,
    ])
      expect(auditSvg(sandboxArt(name))).toEqual([]);
  });

  it('draws every seeded game from the catalogue, each under 6 KB and safe', () => {
    const pages = gamesDomainPages(backend.backend);
    const games = backend.backend.db.games.all();
    expect(games.length).toBeGreaterThan(300);
    const largest = { name: '', size: 0 };
    for (const game of games) {
      const svg = sandboxArt(`game-${game.nodeId}`, pages.gameArt);
      if (svg.length > largest.size)
        Object.assign(largest, { name: game.gameName, size: svg.length });
      expect(svg).toContain(`aria-label="`);
    }
    expect(largest.size, largest.name).toBeLessThan(sizeLimit);
    const [first] = games;
    if (!first) throw new Error('no games');
    expect(auditSvg(sandboxArt(`game-${first.nodeId}`, pages.gameArt))).toEqual([]);
    expect(textOf(sandboxArt(`game-${first.nodeId}`, pages.gameArt))).toContain(
      first.gameName.split(' ')[0],
    );
  });

  it('stays under 6 KB for the longest titles', () => {
    const long = 'Extraordinarily Long Fortune Dragon Treasure Megaways Deluxe Edition '.repeat(3);
    for (const type of Object.keys(gameTypes))
      for (const classify of Object.keys(classifies))
        expect(gameArt(facts(type, classify, long)).length).toBeLessThan(sizeLimit);
  });
});

describe('the pictures the seeds point at', () => {
  const imageName = (path: string) => /^\/sandbox\/img\/(.+)\.svg$/.exec(path)?.[1];

  it('has a banner of the same words as its alternative text for every seeded banner', () => {
    for (const banner of bannerSeed) {
      const name = imageName(banner.image) ?? '';
      const copy = bannerCopy[name.replace(/^banner-/, '')];
      expect(copy, name).toBeDefined();
      if (!copy) continue;
      expect(banner.title).toBe(bannerAlt(copy));
      const svg = sandboxArt(name);
      expect(svg).toContain('width="1200" height="400"');
      expect(textOf(svg).replace(/\s+/g, ' ')).toContain(copy.headline.split(' ')[0]);
      expect(svg).toContain(`aria-label="${bannerAlt(copy).replace(/'/g, '&#39;')}"`);
    }
  });

  it('draws every seeded image (banners, promotions, goods, app codes, service icons) under 6 KB', () => {
    const paths = [
      ...bannerSeed.map((b) => b.image),
      ...promotionCatalogue(new Date('2026-11-01T00:00:00Z')).map((p) => p.image),
      ...pointsGoodsCatalogue.flatMap((g) => (g.image ? [g.image] : [])),
      ...appResourceSeed.flatMap((r) => (r.qrCodeImage ? [r.qrCodeImage] : [])),
      ...serviceChannelSeed.map((c) => c.icon),
    ];
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const name = imageName(path);
      expect(name, `${path} is a sandbox picture`).toBeDefined();
      if (!name) continue;
      const svg = sandboxArt(name);
      expect(svg, name).not.toBe(genericArt(name));
      expect(svg.length, name).toBeLessThan(sizeLimit);
      expect(auditSvg(svg), name).toEqual([]);
    }
    for (const promotion of promotionCatalogue(new Date('2026-11-01T00:00:00Z')))
      expect(promotionCopy[imageName(promotion.image)?.replace(/^promo-/, '') ?? '']).toBeDefined();
  });

  it('marks every vendor of the catalogue with its monogram and name', () => {
    for (const vendor of backend.backend.db.vendors.all()) {
      const name = imageName(vendor.logoPath) ?? '';
      const svg = sandboxArt(name);
      expect(svg.length).toBeLessThan(sizeLimit);
      expect(auditSvg(svg)).toEqual([]);
      expect(svg).toContain(vendor.vendor.split('_')[0]?.slice(0, 4) ?? '');
    }
  });
});

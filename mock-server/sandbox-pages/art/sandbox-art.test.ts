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
import { catalogues, contentLanguages, contentText } from '../../seed/content/content-catalogue';
import {
  bannerAlt,
  bannerArt,
  bannerArtSize,
  bannerCopyOf,
  bannerLooks,
  pictureCopy,
  promotionArtSize,
  promotionLooks,
} from './banner-art';
import { gameArt, motifOfGame, type GameArtFacts } from './game-art';
import { genericArt } from './item-art';
import { motifNames } from './motifs';
import { sandboxArt } from './sandbox-art';
import { emsOf, fitText } from './svg-kit';

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
      const copy = bannerCopyOf(name.replace(/^banner-/, ''));
      expect(copy, name).toBeDefined();
      if (!copy) continue;
      expect(bannerLooks[name.replace(/^banner-/, '')]?.words).toBe(`banner.${banner.id}.title`);
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
    for (const promotion of promotionCatalogue(new Date('2026-11-01T00:00:00Z'))) {
      const look = promotionLooks[imageName(promotion.image)?.replace(/^promo-/, '') ?? ''];
      expect(look?.words, promotion.image).toBe(`${promotion.contentKey}.tagline`);
    }
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

describe('banners and promotion covers in the language asked for', () => {
  const welcome = 'banner-home-welcome';

  it('draws the Chinese headline, sub-line and button word, and none of the English', () => {
    const svg = sandboxArt(welcome, undefined, 'CN');
    const words = textOf(svg).replace(/\s*\|\s*/g, '|');
    expect(words).toContain('新人奖金高达 100%');
    expect(words).toContain('首存翻倍，最高 1,000.00');
    expect(words).toContain('立即领取');
    expect(words).not.toMatch(/Welcome|Claim|Double/);
    expect(svg).toContain(`aria-label="${contentText('banner.11.title', 'CN')}"`);
    const cover = textOf(sandboxArt('promo-first-deposit', undefined, 'CN'));
    expect(cover).toContain('首存 100%');
    expect(cover).toContain('领取');
    expect(cover).not.toMatch(/first deposit|Claim/);
    expect(sandboxArt(welcome, undefined, 'CN')).toBe(svg);
  });

  it('keeps English as it was: the same bytes as the words drawn before the catalogue held them', () => {
    const before = bannerArt(welcome, {
      headline: 'Welcome bonus up to 100%',
      subline: 'Double your first deposit, up to 1,000.00',
      action: 'Claim now',
      motif: 'gift',
      colors: ['#6d28d9', '#1e0b45'],
      language: 'EN',
    });
    expect(sandboxArt(welcome)).toBe(before);
    expect(sandboxArt(welcome, undefined, 'EN')).toBe(before);
    // The button kept its width rule (13 a character and 56 of padding).
    expect(before).toContain(`width="${'Claim now'.length * 13 + 56}" height="52"`);
    const cover = bannerArt(
      'promo-weekend-reload',
      {
        headline: 'Weekend reload 20%',
        subline: 'Every Saturday and Sunday',
        action: 'Deposit',
        motif: 'coins',
        colors: ['#be123c', '#3b0616'],
        language: 'EN',
      },
      promotionArtSize,
    );
    expect(sandboxArt('promo-weekend-reload')).toBe(cover);
  });

  it.each(contentLanguages)(
    'in %s: every picture says its catalogue text, fits its box and stays safe and small',
    (language) => {
      const kinds = [
        { prefix: 'banner', looks: bannerLooks, size: bannerArtSize },
        { prefix: 'promo', looks: promotionLooks, size: promotionArtSize },
      ];
      for (const { prefix, looks, size } of kinds)
        for (const [name, look] of Object.entries(looks)) {
          const copy = pictureCopy(look, language);
          const label = `${prefix}-${name} ${language}`;
          expect(copy.headline, label).not.toBe('');
          expect(copy.subline, label).not.toBe('');
          expect(bannerAlt(copy), label).toBe(catalogues[language][look.words]);
          expect(copy.action, label).toBe(catalogues[language][`art.action.${look.action}`]);
          const textWidth = size.width * 0.56;
          for (const [text, fit] of [
            [copy.headline, fitText(copy.headline, textWidth, 68, 2, 44)],
            [copy.subline, fitText(copy.subline, textWidth, 34, 2, 24)],
          ] as const) {
            for (const line of fit.lines)
              expect(emsOf(line), `${label}: ${line}`).toBeLessThanOrEqual(textWidth / fit.size);
            // Nothing was cut: the lines hold the whole text.
            expect(fit.lines.join('').replace(/\s/g, ''), label).toBe(text.replace(/\s/g, ''));
          }
          const svg = sandboxArt(`${prefix}-${name}`, undefined, language);
          expect(svg.length, label).toBeLessThan(sizeLimit);
          expect(auditSvg(svg), label).toEqual([]);
          expect(textOf(svg), label).toContain(copy.action);
          expect(svg, label).toContain(`width="${size.width}" height="${size.height}"`);
        }
    },
  );

  it('falls back to the generic tile for a name no banner or promotion has, in any language', () => {
    expect(sandboxArt('banner-nothing', undefined, 'TH')).toBe(sandboxArt('banner-nothing'));
    expect(sandboxArt('promo-toString', undefined, 'CN')).toBe(sandboxArt('promo-toString'));
    expect(sandboxArt('banner-toString')).toBe(genericArt('toString', 1200, 400));
  });
});

describe('text fitting for scripts written without spaces', () => {
  const fitsEstimate = (fit: { lines: string[]; size: number }, width: number) =>
    fit.lines.every((line) => emsOf(line) <= width / fit.size);

  it('breaks Chinese between characters, filling the lines, and loses nothing', () => {
    const text = '每笔有效老虎机投注均可返现，随时领取，每日结算，无需流水';
    const fit = fitText(text, 400, 34, 3, 24);
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fitsEstimate(fit, 400)).toBe(true);
    expect(fit.lines.join('')).toBe(text);
    // Punctuation stays at the end of its line, never opens one.
    for (const line of fit.lines) expect(line).not.toMatch(/^[，。、]/);
  });

  it('cuts a Chinese text too long for the lines with an ellipsis inside the box', () => {
    const fit = fitText('老虎机每日返水'.repeat(12), 672, 68, 2, 44);
    expect(fit).toMatchObject({ size: 44 });
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1]).toMatch(/…$/);
    expect(fitsEstimate(fit, 672)).toBe(true);
  });

  it('shrinks a Thai phrase first and breaks it only at the smallest size, never before a mark', () => {
    const phrase = 'การเล่นอย่างรับผิดชอบตั้งวงเงินฝากและพักได้ทุกเมื่อที่ต้องการ';
    const shrunk = fitText(phrase, 672, 34, 2, 24);
    expect(shrunk.lines).toEqual([phrase]);
    const broken = fitText(phrase.repeat(2), 672, 68, 2, 44);
    expect(broken.size).toBe(44);
    expect(fitsEstimate(broken, 672)).toBe(true);
    for (const line of broken.lines) expect(line).not.toMatch(/^[\p{M}\u0e30\u0e32\u0e33]/u);
    for (const line of broken.lines) expect(line).not.toMatch(/[\u0e40-\u0e44]$/u);
  });

  it('keeps a no-break space together and never breaks a Latin word', () => {
    expect(fitText('ห้อง\u00a0PvP นั่งเล่น', 100, 20, 3, 12).lines[0]).toBe('ห้อง\u00a0PvP');
    expect(fitText('Megaways', 100, 20, 2, 12).lines).toEqual(['Megaways']);
    // Too long for the box at the smallest size: cut with an ellipsis, as always, not broken.
    const word = 'Extraordinarilylongwordthatneverends';
    expect(fitText(word, 120, 30, 2, 17)).toEqual({ lines: ['Extraordina…'], size: 17 });
  });
});

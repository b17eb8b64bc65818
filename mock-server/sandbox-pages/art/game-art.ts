import { motif, shineGradient, type MotifName } from './motifs.ts';
import {
  bokeh,
  fitText,
  hashOf,
  linear,
  pick,
  radial,
  randomOf,
  rays,
  svgDocument,
  svgText,
  textBlock,
} from './svg-kit.ts';

/** What a game tile shows: the game's title, its vendor's mark and a motif for its type. */
export interface GameArtFacts {
  nodeId: string;
  title: string;
  /** The vendor's code (`PG`), shown as its mark. */
  vendor: string;
  /** The game type of the contract (`RNG`, `LIVE`, …); anything else gets the slot motif. */
  gameType: string;
  /** The slot lobby's sub-classification (`jackpot`, `table`, `arcade`, `bingo`, `slot`) or null. */
  classify: string | null;
  /** True for a vendor's lobby card (`VASSALAGE`). */
  lobby?: boolean;
}

/** Game images are 8:5 like the portal's game cards (168 x 105), drawn at twice that for sharp screens. */
export const gameArtSize = { width: 320, height: 200 } as const;

/** Background palettes per kind of game (dark enough for white titles). */
const palettes: Record<string, readonly (readonly [string, string])[]> = {
  RNG: [
    ['#5b1fa8', '#1b0838'],
    ['#b0124f', '#2a0620'],
    ['#0f6fa8', '#0a1740'],
    ['#c2410c', '#3b0a0a'],
    ['#1f8a5b', '#062a1e'],
  ],
  LIVE: [
    ['#0b6b44', '#04261a'],
    ['#8a1030', '#24040e'],
    ['#1d3f8a', '#08122e'],
  ],
  SPORTS: [
    ['#1f9d4a', '#0a3b1b'],
    ['#0c7c8c', '#06282e'],
  ],
  ESPORTS: [
    ['#6d28d9', '#120733'],
    ['#0891b2', '#0b1036'],
  ],
  FISH: [
    ['#0284c7', '#062a4a'],
    ['#0e9488', '#05302c'],
  ],
  PVP: [
    ['#1e3a8a', '#0b1022'],
    ['#7c2d12', '#1c0a05'],
  ],
  LOTT: [
    ['#b91c1c', '#3b0707'],
    ['#a16207', '#2d1a02'],
  ],
  ELOTT: [
    ['#be185d', '#2e0618'],
    ['#7e22ce', '#1e0635'],
  ],
  DS88: [['#b45309', '#2a1002']],
};

/** The motif of a game: by its type, and for slots by their lobby classification. */
export function motifOfGame(gameType: string, classify: string | null): MotifName {
  switch (gameType) {
    case 'LIVE':
      return 'cards';
    case 'SPORTS':
      return 'ball';
    case 'ESPORTS':
      return 'controller';
    case 'FISH':
      return 'fish';
    case 'PVP':
      return 'poker';
    case 'LOTT':
      return 'lottoBalls';
    case 'ELOTT':
      return 'speedLotto';
    case 'DS88':
      return 'cockfight';
    default:
      break;
  }
  if (classify === 'jackpot') return 'jackpot';
  if (classify === 'table') return 'roulette';
  if (classify === 'arcade') return 'plinko';
  if (classify === 'bingo') return 'bingo';
  return 'reels';
}

/** The vendor's code as the small mark on a tile (`TCG_LOTTO_VN` shows as `TCG`). */
export function vendorBadgeText(vendor: string): string {
  return (vendor.split(/[_\s-]+/)[0] ?? vendor).slice(0, 6).toUpperCase();
}

/**
 * A game tile: a gradient in the colours of its kind, soft light, the motif on the right, the
 * vendor's mark in the bottom corner and the title over a shade at the bottom.
 */
export function gameArt(facts: GameArtFacts): string {
  const { width, height } = gameArtSize;
  const seed = `${facts.nodeId}:${facts.title}`;
  const random = randomOf(seed);
  const [light, dark] = pick(
    palettes[facts.gameType] ?? palettes.RNG ?? [['#444', '#111']],
    random,
  );
  const name = motifOfGame(facts.gameType, facts.classify);
  const title = fitText(facts.title, 196, 30, 2, 17);
  const badge = vendorBadgeText(facts.vendor);
  const badgeWidth = Math.round(badge.length * 9 + 18);
  const badgeX = width - 12 - badgeWidth;
  const titleTop = height - 18 - (title.lines.length - 1) * Math.round(title.size * 1.05);
  const hot = hashOf(seed) % 7 === 0 && !facts.lobby;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    name === 'jackpot' || hot ? rays(230, 90, 260, 14, 0.08) : '',
    bokeh(seed, width, height, 7),
    motif(name, seed, 166, 26, 148),
    `<rect y="${height - 96}" width="${width}" height="96" fill="url(#shade)"/>`,
    // Bottom right: the portal lays its hot badge and favourite button over the top corners.
    `<rect x="${badgeX}" y="${height - 36}" width="${badgeWidth}" height="24" rx="12" fill="#0008" stroke="#ffffff55"/>`,
    `<text x="${badgeX + badgeWidth / 2}" y="${height - 19}" font-size="14" font-weight="800" text-anchor="middle" fill="#ffd34d" letter-spacing=".5">${svgText(badge)}</text>`,
    facts.lobby
      ? `<text x="16" y="${titleTop - title.size - 2}" font-size="13" font-weight="700" fill="#ffd34d" letter-spacing="1.5">ALL GAMES</text>`
      : '',
    textBlock(title.lines, {
      x: 16,
      y: titleTop,
      size: title.size,
      weight: 800,
      lineHeight: 1.05,
      extra: ' stroke="#0006" stroke-width="1" paint-order="stroke"',
    }),
  ].join('');
  return svgDocument(
    {
      width,
      height,
      label: `${facts.title} (${facts.vendor})`,
      defs: [
        linear('bg', [light, dark]),
        radial('glow', ['#ffffff33', '#ffffff00'], 0.72, 0.4, 0.55),
        linear('shade', ['#0000', '#000c'], 0, 1),
        shineGradient,
      ].join(''),
    },
    body,
  );
}

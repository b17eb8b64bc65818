import { motif, shineGradient, type MotifName } from './motifs.ts';
import {
  bokeh,
  fitText,
  linear,
  radial,
  rays,
  svgDocument,
  svgText,
  textBlock,
} from './svg-kit.ts';

/** The words and look of a banner or promotion picture. */
export interface BannerCopy {
  headline: string;
  subline: string;
  /** The button drawn on the picture. */
  action: string;
  motif: MotifName;
  colors: readonly [string, string];
}

/** What the banner says, for its alternative text: the same words as the picture. */
export const bannerAlt = (copy: BannerCopy) => `${copy.headline}. ${copy.subline}`;

const purple = ['#6d28d9', '#1e0b45'] as const;
const crimson = ['#be123c', '#3b0616'] as const;
const emerald = ['#059669', '#04291e'] as const;
const ocean = ['#0369a1', '#071c3a'] as const;
const amber = ['#d97706', '#3a1602'] as const;
const teal = ['#0d9488', '#052824'] as const;

/**
 * The seeded banners by image name (`/sandbox/img/banner-<name>.svg`). The seed's `title` (the
 * image's alternative text) is `bannerAlt` of the same entry; a test keeps them equal.
 */
export const bannerCopy: Readonly<Record<string, BannerCopy>> = {
  'home-welcome': {
    headline: 'Welcome bonus up to 100%',
    subline: 'Double your first deposit, up to 1,000.00',
    action: 'Claim now',
    motif: 'gift',
    colors: purple,
  },
  'home-app': {
    headline: 'Get the app',
    subline: 'Your lobby in your pocket, with instant deposits',
    action: 'Download',
    motif: 'phone',
    colors: ocean,
  },
  'home-jackpot': {
    headline: 'Slot jackpots',
    subline: 'Progressive prizes growing every spin',
    action: 'Play now',
    motif: 'jackpot',
    colors: crimson,
  },
  'rng-new-games': {
    headline: 'New slot games',
    subline: 'Fresh releases from PG Soft, JILI and Pragmatic Play',
    action: 'Spin now',
    motif: 'reels',
    colors: purple,
  },
  'rng-rebate': {
    headline: 'Daily slot rebate',
    subline: 'Cash back on every valid slot bet, claimed any time',
    action: 'See rebate',
    motif: 'coins',
    colors: amber,
  },
  'live-tables': {
    headline: 'Live dealer tables',
    subline: 'Baccarat, roulette and blackjack around the clock',
    action: 'Take a seat',
    motif: 'cards',
    colors: emerald,
  },
  'pvp-rooms': {
    headline: 'PvP rooms',
    subline: 'Sit down with real players in poker and card rooms',
    action: 'Join a room',
    motif: 'poker',
    colors: ocean,
  },
  'sports-league': {
    headline: 'League season',
    subline: 'Every match of the top leagues, live and pre-match',
    action: 'Bet now',
    motif: 'ball',
    colors: emerald,
  },
  'sports-odds': {
    headline: 'Boosted odds',
    subline: 'Better prices on the big games every weekend',
    action: 'See odds',
    motif: 'trophy',
    colors: teal,
  },
  'esports-season': {
    headline: 'E-sports season',
    subline: 'Bet on LoL, Dota 2, CS and Mobile Legends',
    action: 'Bet now',
    motif: 'controller',
    colors: purple,
  },
  'lott-jackpot': {
    headline: 'Lottery jackpot',
    subline: 'Daily draws with a jackpot that keeps rolling',
    action: 'Pick numbers',
    motif: 'lottoBalls',
    colors: crimson,
  },
  'down-app': {
    headline: 'Play on your phone',
    subline: 'iOS and Android apps: scan the code to install',
    action: 'Install',
    motif: 'phone',
    colors: teal,
  },
  'promotion-first-deposit': {
    headline: 'First deposit bonus',
    subline: '100% on your first deposit, up to 1,000.00',
    action: 'Claim now',
    motif: 'gift',
    colors: crimson,
  },
  'promotion-referral': {
    headline: 'Invite friends',
    subline: "Earn 0.3% of your friends' valid bets every week",
    action: 'Invite',
    motif: 'friends',
    colors: ocean,
  },
  'shop-points': {
    headline: 'Points mall',
    subline: 'Turn your points into bonuses and prizes',
    action: 'Shop now',
    motif: 'gift',
    colors: amber,
  },
  'help-responsible': {
    headline: 'Responsible gaming',
    subline: 'Set deposit limits and take a break whenever you need',
    action: 'Learn more',
    motif: 'shield',
    colors: teal,
  },
};

/**
 * The seeded promotions' covers by name (`/sandbox/img/promo-<name>.svg`). The card shows the
 * promotion's own title beside the picture, so the picture carries a short tagline.
 */
export const promotionCopy: Readonly<Record<string, BannerCopy>> = {
  'first-deposit': {
    headline: '100% first deposit',
    subline: 'Bonus up to 1,000.00',
    action: 'Claim',
    motif: 'gift',
    colors: crimson,
  },
  'sports-share': {
    headline: 'Share your win',
    subline: 'Get 58.00 for a winning ticket',
    action: 'Apply',
    motif: 'trophy',
    colors: emerald,
  },
  referral: {
    headline: 'Invite friends',
    subline: '0.3% of their valid bets',
    action: 'Invite',
    motif: 'friends',
    colors: ocean,
  },
  'lucky-wheel': {
    headline: 'Lucky wheel',
    subline: 'Spin for prizes every weekend',
    action: 'Spin',
    motif: 'wheel',
    colors: purple,
  },
  'live-rebate': {
    headline: 'Live rebate 0.7%',
    subline: 'On every live casino bet',
    action: 'Play',
    motif: 'cards',
    colors: emerald,
  },
  missions: {
    headline: 'Weekly missions',
    subline: 'Play, complete, get rewarded',
    action: 'Start',
    motif: 'trophy',
    colors: amber,
  },
  'slot-hall-of-fame': {
    headline: 'Big win hall of fame',
    subline: 'The biggest slot wins of the week',
    action: 'Play',
    motif: 'jackpot',
    colors: purple,
  },
  'vip-birthday': {
    headline: 'VIP birthday month',
    subline: 'A gift for every VIP level',
    action: 'Open',
    motif: 'gift',
    colors: amber,
  },
  'fishing-tournament': {
    headline: 'Fishing tournament',
    subline: 'Top catches share the prize pool',
    action: 'Join',
    motif: 'fish',
    colors: ocean,
  },
  'weekend-reload': {
    headline: 'Weekend reload 20%',
    subline: 'Every Saturday and Sunday',
    action: 'Deposit',
    motif: 'coins',
    colors: crimson,
  },
  'esports-cup': {
    headline: 'Esports cup',
    subline: 'Predict the winners, win bonuses',
    action: 'Predict',
    motif: 'controller',
    colors: purple,
  },
  'lottery-jackpot': {
    headline: 'Lottery jackpot week',
    subline: 'Double prizes on every draw',
    action: 'Play',
    motif: 'lottoBalls',
    colors: crimson,
  },
};

/** Banners are 3:1 like the portal's banner slot (1200 x 400). */
export const bannerArtSize = { width: 1200, height: 400 } as const;
/** Promotion covers are 12:5 like the promotion card (480 x 200); the detail page crops them. */
export const promotionArtSize = { width: 960, height: 400 } as const;

/**
 * A banner: headline, sub-line and a button on the left, the motif large on the right over rays of
 * light. Drawn to cover its box, so the phone layout's taller crop keeps the words.
 */
export function bannerArt(
  name: string,
  copy: BannerCopy,
  size: { width: number; height: number } = bannerArtSize,
): string {
  const { width, height } = size;
  const textWidth = width * 0.56;
  const headline = fitText(copy.headline, textWidth, 68, 2, 44);
  const subline = fitText(copy.subline, textWidth, 34, 2, 24);
  const headStep = Math.round(headline.size * 1.08);
  const headTop = 112 + (headline.lines.length === 1 ? 20 : 0);
  const subTop = headTop + (headline.lines.length - 1) * headStep + Math.round(subline.size * 1.7);
  const buttonTop = subTop + (subline.lines.length - 1) * Math.round(subline.size * 1.2) + 36;
  const buttonWidth = Math.round(copy.action.length * 13 + 56);
  const motifSize = Math.round(height * 0.78);
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    rays(width - motifSize * 0.6, height / 2, width * 0.7, 18, 0.07),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    bokeh(name, width, height, 12),
    motif(
      copy.motif,
      name,
      Math.round(width - motifSize - height * 0.14),
      Math.round((height - motifSize) / 2),
      motifSize,
    ),
    textBlock(headline.lines, {
      x: 64,
      y: headTop,
      size: headline.size,
      weight: 900,
      lineHeight: 1.08,
      extra: ' stroke="#0005" stroke-width="2" paint-order="stroke"',
    }),
    textBlock(subline.lines, {
      x: 64,
      y: subTop,
      size: subline.size,
      weight: 500,
      fill: '#ffffffdd',
      lineHeight: 1.2,
    }),
    `<rect x="64" y="${buttonTop}" width="${buttonWidth}" height="52" rx="26" fill="url(#cta)"/>`,
    `<text x="${64 + buttonWidth / 2}" y="${buttonTop + 34}" font-size="22" font-weight="800" text-anchor="middle" fill="#2a1600">${svgText(copy.action)}</text>`,
  ].join('');
  return svgDocument(
    {
      width,
      height,
      cover: true,
      label: bannerAlt(copy),
      defs: [
        linear('bg', [copy.colors[0], copy.colors[1]], 1, 0.6),
        radial('glow', ['#ffffff40', '#ffffff00'], 0.78, 0.5, 0.45),
        linear('cta', ['#ffe27a', '#f5b400'], 0, 1),
        shineGradient,
      ].join(''),
    },
    body,
  );
}

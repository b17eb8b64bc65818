import {
  contentText,
  type ContentKey,
  type ContentLanguage,
} from '../../seed/content/content-catalogue.ts';
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
  /** The language of the words. */
  language: ContentLanguage;
}

/**
 * How each language ends the sentence that is a picture's headline: the catalogue text of a picture
 * (a banner's `title`) is its headline, this, then its sub-line. Thai writes a space between
 * sentences, so a space inside a Thai headline is a no-break space (`\u00a0`).
 */
const sentenceBreaks: Readonly<Record<ContentLanguage, string>> = {
  EN: '. ',
  TY: '. ',
  CN: '。',
  ID: '. ',
  TH: ' ',
  VI: '. ',
};

/** What the banner says, for its alternative text: the same words as the picture (the catalogue text). */
export const bannerAlt = (copy: BannerCopy) =>
  `${copy.headline}${sentenceBreaks[copy.language]}${copy.subline}`;

type ActionOf<K> = K extends `art.action.${infer A}` ? A : never;
/** A button word of the catalogue (`art.action.claim-now`). */
export type ArtAction = ActionOf<ContentKey>;

/** Where a picture's words come from (`seed/content/<lang>.ts`, every language), and its look. */
export interface PictureLook {
  /** The catalogue text cut into headline and sub-line at the first sentence break. */
  words: ContentKey;
  action: ArtAction;
  motif: MotifName;
  colors: readonly [string, string];
}

const purple = ['#6d28d9', '#1e0b45'] as const;
const crimson = ['#be123c', '#3b0616'] as const;
const emerald = ['#059669', '#04291e'] as const;
const ocean = ['#0369a1', '#071c3a'] as const;
const amber = ['#d97706', '#3a1602'] as const;
const teal = ['#0d9488', '#052824'] as const;

/**
 * The seeded banners by image name (`/sandbox/img/banner-<name>.svg`): the words are the banner's
 * `title` (its alternative text, answered in the language asked for), so picture and title say the
 * same in every language; a test keeps each entry on its banner.
 */
export const bannerLooks: Readonly<Record<string, PictureLook>> = {
  'home-welcome': {
    words: 'banner.11.title',
    action: 'claim-now',
    motif: 'gift',
    colors: purple,
  },
  'home-app': {
    words: 'banner.12.title',
    action: 'download',
    motif: 'phone',
    colors: ocean,
  },
  'home-jackpot': {
    words: 'banner.13.title',
    action: 'play-now',
    motif: 'jackpot',
    colors: crimson,
  },
  'rng-new-games': {
    words: 'banner.21.title',
    action: 'spin-now',
    motif: 'reels',
    colors: purple,
  },
  'rng-rebate': {
    words: 'banner.22.title',
    action: 'see-rebate',
    motif: 'coins',
    colors: amber,
  },
  'live-tables': {
    words: 'banner.31.title',
    action: 'take-a-seat',
    motif: 'cards',
    colors: emerald,
  },
  'pvp-rooms': {
    words: 'banner.51.title',
    action: 'join-a-room',
    motif: 'poker',
    colors: ocean,
  },
  'sports-league': {
    words: 'banner.61.title',
    action: 'bet-now',
    motif: 'ball',
    colors: emerald,
  },
  'sports-odds': {
    words: 'banner.62.title',
    action: 'see-odds',
    motif: 'trophy',
    colors: teal,
  },
  'esports-season': {
    words: 'banner.71.title',
    action: 'bet-now',
    motif: 'controller',
    colors: purple,
  },
  'lott-jackpot': {
    words: 'banner.81.title',
    action: 'pick-numbers',
    motif: 'lottoBalls',
    colors: crimson,
  },
  'down-app': {
    words: 'banner.91.title',
    action: 'install',
    motif: 'phone',
    colors: teal,
  },
  'promotion-first-deposit': {
    words: 'banner.101.title',
    action: 'claim-now',
    motif: 'gift',
    colors: crimson,
  },
  'promotion-referral': {
    words: 'banner.102.title',
    action: 'invite',
    motif: 'friends',
    colors: ocean,
  },
  'shop-points': {
    words: 'banner.111.title',
    action: 'shop-now',
    motif: 'gift',
    colors: amber,
  },
  'help-responsible': {
    words: 'banner.121.title',
    action: 'learn-more',
    motif: 'shield',
    colors: teal,
  },
};

/**
 * The seeded promotions' covers by name (`/sandbox/img/promo-<name>.svg`). The card shows the
 * promotion's own title beside the picture, so the picture carries a short tagline, the
 * promotion's `tagline` text.
 */
export const promotionLooks: Readonly<Record<string, PictureLook>> = {
  'first-deposit': {
    words: 'promotion.301.tagline',
    action: 'claim',
    motif: 'gift',
    colors: crimson,
  },
  'sports-share': {
    words: 'promotion.302.tagline',
    action: 'apply',
    motif: 'trophy',
    colors: emerald,
  },
  referral: {
    words: 'promotion.303.tagline',
    action: 'invite',
    motif: 'friends',
    colors: ocean,
  },
  'lucky-wheel': {
    words: 'promotion.304.tagline',
    action: 'spin',
    motif: 'wheel',
    colors: purple,
  },
  'live-rebate': {
    words: 'promotion.305.tagline',
    action: 'play',
    motif: 'cards',
    colors: emerald,
  },
  missions: {
    words: 'promotion.306.tagline',
    action: 'start',
    motif: 'trophy',
    colors: amber,
  },
  'slot-hall-of-fame': {
    words: 'promotion.307.tagline',
    action: 'play',
    motif: 'jackpot',
    colors: purple,
  },
  'vip-birthday': {
    words: 'promotion.308.tagline',
    action: 'open',
    motif: 'gift',
    colors: amber,
  },
  'fishing-tournament': {
    words: 'promotion.309.tagline',
    action: 'join',
    motif: 'fish',
    colors: ocean,
  },
  'weekend-reload': {
    words: 'promotion.310.tagline',
    action: 'deposit',
    motif: 'coins',
    colors: crimson,
  },
  'esports-cup': {
    words: 'promotion.311.tagline',
    action: 'predict',
    motif: 'controller',
    colors: purple,
  },
  'lottery-jackpot': {
    words: 'promotion.312.tagline',
    action: 'play',
    motif: 'lottoBalls',
    colors: crimson,
  },
};

/** A picture's words in `language`: the catalogue text split at the language's first sentence break. */
export function pictureCopy(look: PictureLook, language: ContentLanguage): BannerCopy {
  const text = contentText(look.words, language);
  const at = text.indexOf(sentenceBreaks[language]);
  return {
    headline: at < 0 ? text : text.slice(0, at),
    subline: at < 0 ? '' : text.slice(at + sentenceBreaks[language].length),
    action: contentText(`art.action.${look.action}`, language),
    motif: look.motif,
    colors: look.colors,
    language,
  };
}

const copyOf = (
  looks: Readonly<Record<string, PictureLook>>,
  name: string,
  language: ContentLanguage,
) => {
  const look = Object.hasOwn(looks, name) ? looks[name] : undefined;
  return look ? pictureCopy(look, language) : undefined;
};

/** The words of `/sandbox/img/banner-<name>.svg` in `language`; undefined for a name no banner has. */
export const bannerCopyOf = (name: string, language: ContentLanguage = 'EN') =>
  copyOf(bannerLooks, name, language);

/** The words of `/sandbox/img/promo-<name>.svg` in `language`; undefined for a name no promotion has. */
export const promotionCopyOf = (name: string, language: ContentLanguage = 'EN') =>
  copyOf(promotionLooks, name, language);

/** Banners are 3:1 like the portal's banner slot (1200 x 400). */
export const bannerArtSize = { width: 1200, height: 400 } as const;
/** Promotion covers are 12:5 like the promotion card (480 x 200); the detail page crops them. */
export const promotionArtSize = { width: 960, height: 400 } as const;

/** The button word's width at 22px: 13 a character, 22 a wide (Chinese) one, marks nothing. */
function buttonTextWidth(word: string): number {
  let width = 0;
  for (const char of word)
    width += (char.codePointAt(0) ?? 0) > 0x2e80 ? 22 : /\p{M}/u.test(char) ? 0 : 13;
  return width;
}

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
  const buttonWidth = Math.round(buttonTextWidth(copy.action) + 56);
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

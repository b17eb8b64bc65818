import { motif, shineGradient, type MotifName } from './motifs.ts';
import {
  bokeh,
  fitText,
  hashOf,
  linear,
  radial,
  randomOf,
  svgDocument,
  svgText,
  textBlock,
} from './svg-kit.ts';

/** `points-bonus-100` → `Bonus 100`: the words of an image name. */
export function wordsOf(slug: string): string {
  const words = slug.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const hues = [265, 340, 200, 25, 150, 290, 180, 45];

function colorsOf(seed: string): [string, string] {
  const hue = hues[hashOf(seed) % hues.length] ?? 265;
  return [`hsl(${hue} 70% 42%)`, `hsl(${(hue + 30) % 360} 75% 14%)`];
}

/** Goods of the points mall (shown at 160 x 120): the prize's motif and its name on a ribbon. */
export function pointsGoodsArt(slug: string): string {
  const width = 320;
  const height = 240;
  const name: MotifName = /gcash|load|phone|data/.test(slug)
    ? 'phone'
    : /bonus|cash|rebate/.test(slug)
      ? 'coins'
      : /spin|slot/.test(slug)
        ? 'reels'
        : /wheel/.test(slug)
          ? 'wheel'
          : 'gift';
  const label = fitText(wordsOf(slug), 280, 28, 1, 16);
  const [light, dark] = colorsOf(slug);
  return svgDocument(
    {
      width,
      height,
      label: wordsOf(slug),
      defs: [
        linear('bg', [light, dark]),
        radial('glow', ['#fff5', '#fff0'], 0.5, 0.4, 0.5),
        shineGradient,
      ].join(''),
    },
    [
      `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`,
      bokeh(slug, width, height, 6),
      motif(name, slug, 90, 14, 140),
      `<rect y="${height - 62}" width="${width}" height="62" fill="#0009"/>`,
      textBlock(label.lines, {
        x: width / 2,
        y: height - 22,
        size: label.size,
        weight: 800,
        anchor: 'middle',
      }),
    ].join(''),
  );
}

/**
 * A code for the app downloads: it looks like a QR code (finder squares, modules) but encodes
 * nothing, and says so, since the sandbox has no app to install.
 */
export function qrArt(slug: string): string {
  const modules = 25;
  const cell = 8;
  const margin = 16;
  const size = modules * cell + margin * 2;
  const random = randomOf(`qr:${slug}`);
  const finder = (x: number, y: number) => x < 8 && y < 8;
  const inFinder = (x: number, y: number) =>
    finder(x, y) || finder(modules - 1 - x, y) || finder(x, modules - 1 - y);
  let d = '';
  for (let y = 0; y < modules; y += 1) {
    let run = 0;
    for (let x = 0; x <= modules; x += 1) {
      const on = x < modules && !inFinder(x, y) && random() < 0.48;
      if (on) run += 1;
      else if (run > 0) {
        d += `M${margin + (x - run) * cell} ${margin + y * cell}h${run * cell}v${cell}h-${run * cell}z`;
        run = 0;
      }
    }
  }
  const finderAt = (x: number, y: number) =>
    `<rect x="${x + 4}" y="${y + 4}" width="48" height="48" fill="none" stroke="#111" stroke-width="8"/><rect x="${x + 16}" y="${y + 16}" width="24" height="24" fill="#111"/>`;
  const far = margin + (modules - 7) * cell;
  return svgDocument(
    { width: size, height: size + 28, label: `${wordsOf(slug)} download code (sandbox)` },
    [
      `<rect width="${size}" height="${size + 28}" rx="12" fill="#fff"/>`,
      `<path d="${d}" fill="#111"/>`,
      finderAt(margin, margin),
      finderAt(far, margin),
      finderAt(margin, far),
      `<rect x="${size / 2 - 30}" y="${size / 2 - 14}" width="60" height="28" rx="6" fill="#fff" stroke="#111" stroke-width="2"/>`,
      `<text x="${size / 2}" y="${size / 2 + 6}" font-size="14" font-weight="800" text-anchor="middle" fill="#111">${svgText(wordsOf(slug).toUpperCase().slice(0, 7))}</text>`,
      `<text x="${size / 2}" y="${size + 16}" font-size="13" text-anchor="middle" fill="#555">sandbox: scans to nothing</text>`,
    ].join(''),
  );
}

const serviceGlyphs: Record<string, { color: string; glyph: string }> = {
  livechat: { color: '#16a34a', glyph: '' },
  facebook: { color: '#1877f2', glyph: 'f' },
  telegram: { color: '#229ed9', glyph: '' },
  vip: { color: '#b45309', glyph: 'VIP' },
  email: { color: '#6d28d9', glyph: '@' },
  whatsapp: { color: '#25d366', glyph: '' },
};

/** A customer-service channel's round icon: its colour and glyph (chat bubble, paper plane, …). */
export function serviceIconArt(slug: string): string {
  const size = 96;
  const entry = serviceGlyphs[slug] ?? {
    color: colorsOf(slug)[0],
    glyph: wordsOf(slug).slice(0, 2),
  };
  let glyph = `<text x="48" y="${entry.glyph.length > 2 ? 56 : 64}" font-size="${entry.glyph.length > 2 ? 26 : 46}" font-weight="900" text-anchor="middle" fill="#fff">${svgText(entry.glyph)}</text>`;
  if (slug === 'telegram')
    glyph = '<path d="M22 48l50-20-8 44-16-12-8 10v-14l22-20-28 16z" fill="#fff"/>';
  else if (entry.glyph === '') glyph = motif('chat', slug, 20, 22, 56);
  return svgDocument(
    { width: size, height: size, label: wordsOf(slug), defs: linear('bg', ['#ffffff40', '#0000']) },
    `<circle cx="48" cy="48" r="46" fill="${entry.color}"/><circle cx="48" cy="48" r="46" fill="url(#bg)"/>${glyph}`,
  );
}

/** Any other name: a tile in a colour of the name, with the name's words on it. */
export function genericArt(name: string, width = 320, height = 200): string {
  const [light, dark] = colorsOf(name);
  const label = fitText(wordsOf(name), width - 40, 26, 2, 14);
  const top = height / 2 - ((label.lines.length - 1) * label.size) / 2 + label.size * 0.35;
  return svgDocument(
    { width, height, label: wordsOf(name), defs: linear('bg', [light, dark]) },
    [
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      bokeh(name, width, height, 6),
      textBlock(label.lines, {
        x: width / 2,
        y: Math.round(top),
        size: label.size,
        anchor: 'middle',
      }),
      `<text x="${width - 10}" y="${height - 10}" font-size="11" text-anchor="end" fill="#fff9">sandbox</text>`,
    ].join(''),
  );
}

import { escapeHtml } from '../html.ts';

/**
 * The pieces every sandbox picture is made of. Everything is a pure function of its input: no
 * clock, no Math.random, no fonts or images from anywhere (system font stacks only), so the same
 * name always gives the same bytes.
 */

export const fontStack = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

/** FNV-1a: a stable 32-bit hash of a text. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A small deterministic random source (mulberry32) seeded from a text. */
export function randomOf(seed: string): () => number {
  let state = hashOf(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Characters XML 1.0 refuses (controls other than tab and line breaks), which would break the image. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an SVG text node or attribute: XML-invalid characters dropped, markup characters escaped. */
export function svgText(text: string): string {
  return escapeHtml(text.replace(notXml, ''));
}

/** Rough width of a text in a bold system font, in ems (wide scripts count double, marks nothing). */
export function emsOf(text: string): number {
  let ems = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x2e80) ems += 1;
    else if (/[MWmw@%]/.test(char)) ems += 0.86;
    else if (/[A-Z0-9]/.test(char)) ems += 0.66;
    else if (/[ il.,:;'!|\u00a0]/.test(char)) ems += 0.3;
    else if (/[\p{M}\u200b-\u200d]/u.test(char)) continue;
    else ems += 0.56;
  }
  return ems;
}

/** Chinese, Japanese and Korean: written without spaces, a line may break between any two characters. */
const wideScript = /[\u2e81-\u{10ffff}]/u;
/** Thai, Lao, Myanmar, Khmer: spaces between phrases only, the words run together. */
const phraseScript = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]/u;
/** Characters a line may not start with: marks, closing punctuation, Thai vowels written after their consonant. */
const noBreakBefore =
  /\p{M}|[\u200b-\u200d]|[\u0e30\u0e32\u0e33\u0e45%)\]}、。，．：；！？）」』】》〉,.:;!?]/u;
/** Characters a line may not end with: opening punctuation, Thai vowels written before their consonant. */
const noBreakAfter = /[\u0e40-\u0e44([{（「『【《〈]/u;
/** Letters and digits of a Latin word or number (`Soft`, `1,000.00`) stay together while they fit. */
const latinWord = /[\p{Script=Latin}\p{Nd}.,%'’-]/u;

/**
 * The pieces a word too long for a line breaks into: characters, kept with their marks and
 * punctuation, Latin words and numbers whole; a piece still wider than a line splits per character.
 */
function piecesOf(word: string, perLine: number): string[] {
  const pieces: string[] = [];
  let previous = '';
  for (const char of word) {
    const last = pieces[pieces.length - 1];
    const glued =
      noBreakBefore.test(char) ||
      noBreakAfter.test(previous) ||
      (latinWord.test(char) && latinWord.test(previous));
    if (last !== undefined && glued) pieces[pieces.length - 1] = last + char;
    else pieces.push(char);
    previous = char;
  }
  return pieces.flatMap((piece) => (emsOf(piece) > perLine ? [...piece] : [piece]));
}

/**
 * Words wrapped onto lines of `perLine` ems. A "word" of a script written without spaces that does
 * not fit a line of its own is broken between characters, filling the line it starts on: Chinese
 * always, a Thai phrase only at the smallest size (`smallest`: without a dictionary of Thai words a
 * break may fall inside one, so the font shrinks first). A Latin word is never broken.
 */
function wrapWords(words: readonly string[], perLine: number, smallest: boolean): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && emsOf(`${last} ${word}`) <= perLine) {
      lines[lines.length - 1] = `${last} ${word}`;
      continue;
    }
    const breakable = wideScript.test(word) || (smallest && phraseScript.test(word));
    if (emsOf(word) <= perLine || !breakable) {
      lines.push(word);
      continue;
    }
    let line = last === undefined ? '' : `${lines.pop() ?? ''} `;
    for (const piece of piecesOf(word, perLine)) {
      if (line.trim() !== '' && emsOf(line + piece) > perLine) {
        lines.push(line.trimEnd());
        line = piece;
      } else line += piece;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Lines of a text for a box: words wrapped onto at most `maxLines` lines at `fontSize`, the font
 * made smaller (down to `minSize`) until it fits, and the last line cut with an ellipsis if it
 * still does not. Words are separated by spaces (a no-break space keeps two together); Chinese or
 * Thai without spaces breaks between characters (`wrapWords`), so its lines stay inside the box.
 */
export function fitText(
  text: string,
  boxWidth: number,
  fontSize: number,
  maxLines: number,
  minSize = fontSize * 0.6,
): { lines: string[]; size: number } {
  const words = text
    .trim()
    .split(/[^\S\u00a0]+/)
    .filter(Boolean);
  for (let size = fontSize; ; size = Math.max(minSize, Math.round(size * 0.9))) {
    const perLine = boxWidth / size;
    const lines = wrapWords(words, perLine, size <= minSize);
    const fits = lines.length <= maxLines && lines.every((line) => emsOf(line) <= perLine);
    if (fits || size <= minSize) {
      const kept = lines.slice(0, maxLines);
      const cut = lines.length > maxLines || kept.some((line) => emsOf(line) > perLine);
      if (cut && kept.length > 0) {
        let last = kept[kept.length - 1] ?? '';
        while (Array.from(last).length > 1 && emsOf(`${last}…`) > perLine)
          last = Array.from(last).slice(0, -1).join('');
        kept[kept.length - 1] = `${last.trimEnd()}…`;
      }
      return { lines: kept, size };
    }
  }
}

export interface TextOptions {
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  extra?: string;
}

/** One `<text>` with a `<tspan>` per line; every line escaped. */
export function textBlock(lines: readonly string[], o: TextOptions): string {
  const anchor = o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : '';
  const step = Math.round(o.size * (o.lineHeight ?? 1.12));
  const spans = lines
    .map((line, i) =>
      i === 0 ? svgText(line) : `<tspan x="${o.x}" dy="${step}">${svgText(line)}</tspan>`,
    )
    .join('');
  return `<text x="${o.x}" y="${o.y}" font-size="${o.size}" font-weight="${o.weight ?? 700}" fill="${o.fill ?? '#fff'}"${anchor}${o.extra ?? ''}>${spans}</text>`;
}

/** A gradient stop list as `<stop>` elements. */
function stops(colors: readonly string[]): string {
  return colors
    .map(
      (color, i) =>
        `<stop offset="${colors.length === 1 ? 0 : i / (colors.length - 1)}" stop-color="${color}"/>`,
    )
    .join('');
}

export function linear(id: string, colors: readonly string[], x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(colors)}</linearGradient>`;
}

export function radial(id: string, colors: readonly string[], cx = 0.5, cy = 0.5, r = 0.6): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(colors)}</radialGradient>`;
}

export interface SvgOptions {
  width: number;
  height: number;
  label: string;
  /** Cover the box the image is shown in (banners shown at other ratios on phones). */
  cover?: boolean;
  defs?: string;
}

/**
 * The document: no scripts, no event handlers, no links, no external references; `role="img"`
 * and the label as its accessible name; fonts from the system only.
 */
export function svgDocument(o: SvgOptions, body: string): string {
  const fit = o.cover ? ' preserveAspectRatio="xMidYMid slice"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}"${fit} role="img" aria-label="${svgText(o.label)}" font-family="${fontStack}"><defs>${o.defs ?? ''}</defs>${body}</svg>\n`;
}

/** Soft circles of light scattered over a background (bokeh), deterministic per seed. */
export function bokeh(seed: string, width: number, height: number, count: number): string {
  const random = randomOf(`bokeh:${seed}`);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = Math.round(6 + random() * height * 0.16);
    out += `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${r}" fill="#fff" opacity="${(0.04 + random() * 0.1).toFixed(2)}"/>`;
  }
  return out;
}

/** Rays from a point, for jackpot and welcome pictures. */
export function rays(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  opacity = 0.12,
): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const b = a + Math.PI / count / 1.6;
    const p = (angle: number) =>
      `${Math.round(cx + Math.cos(angle) * radius)} ${Math.round(cy + Math.sin(angle) * radius)}`;
    d += `M${cx} ${cy}L${p(a)}L${p(b)}Z`;
  }
  return `<path d="${d}" fill="#fff" opacity="${opacity}"/>`;
}

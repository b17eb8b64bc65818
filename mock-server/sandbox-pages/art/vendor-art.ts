import { fitText, hashOf, linear, radial, svgDocument, svgText, textBlock } from './svg-kit.ts';

/** A vendor's mark: its code and display name (`PG`, `PG Soft`). */
export interface VendorArtFacts {
  code: string;
  name: string;
}

/** Vendor logos are 8:5 like the home page's vendor cards (168 x 105); small icons letterbox them. */
export const vendorArtSize = { width: 320, height: 200 } as const;

const emblemColors: readonly (readonly [string, string])[] = [
  ['#ffd34d', '#f59e0b'],
  ['#5eead4', '#0d9488'],
  ['#f472b6', '#be185d'],
  ['#93c5fd', '#2563eb'],
  ['#c4b5fd', '#7c3aed'],
  ['#fca5a5', '#dc2626'],
  ['#86efac', '#16a34a'],
];

/** Emblem outlines centred on (0, 0), about 120 wide. */
const emblems: readonly string[] = [
  '<circle r="58"/>',
  '<path d="M0-62l54 31v62L0 62l-54-31v-62z"/>',
  '<path d="M0-60l60 60-60 60-60-60z"/>',
  '<path d="M-52-52h104v56q0 40-52 60-52-20-52-60z"/>',
  '<rect x="-56" y="-56" width="112" height="112" rx="26"/>',
];

/** The monogram of a code: its first part, at most four letters (`TCG_LOTTO_VN` gives `TCG`). */
export function monogramOf(code: string): string {
  return (code.split(/[_\s-]+/)[0] ?? code).slice(0, 4).toUpperCase();
}

/**
 * A vendor's mark as a brand would draw it: an emblem with the monogram, large enough to read at
 * 24 px, and the name spelled out beside it on the wide cards.
 */
export function vendorArt(facts: VendorArtFacts): string {
  const { width, height } = vendorArtSize;
  const h = hashOf(facts.code);
  const [light, dark] = emblemColors[h % emblemColors.length] ?? ['#ffd34d', '#f59e0b'];
  const emblem = emblems[(h >>> 8) % emblems.length] ?? '';
  const monogram = monogramOf(facts.code);
  const monoSize = monogram.length <= 2 ? 54 : monogram.length === 3 ? 40 : 31;
  const name = fitText(facts.name.toUpperCase(), 230, 24, 1, 13);
  const body = [
    `<rect width="${width}" height="${height}" rx="18" fill="url(#bg)"/>`,
    `<g transform="translate(160 84)"><g fill="url(#em)" stroke="#fff" stroke-width="5" transform="scale(.95)">${emblem}</g>`,
    `<text y="${Math.round(monoSize * 0.36)}" font-size="${monoSize}" font-weight="900" text-anchor="middle" fill="#fff" stroke="#0004" stroke-width="2" paint-order="stroke" letter-spacing="-1">${svgText(monogram)}</text></g>`,
    textBlock(name.lines, {
      x: 160,
      y: 182,
      size: name.size,
      weight: 800,
      anchor: 'middle',
      fill: '#f3f4f6',
      extra: ' letter-spacing="2"',
    }),
  ].join('');
  return svgDocument(
    {
      width,
      height,
      label: facts.name,
      defs: [linear('bg', ['#232a3d', '#0d111c']), radial('em', [light, dark], 0.4, 0.3, 0.8)].join(
        '',
      ),
    },
    body,
  );
}

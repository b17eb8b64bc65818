import { escapeHtml } from './html.ts';

/** Names the placeholder route accepts: what the seeds use (`game-RNG-PG-00042`, `vendor-pg`). */
export const placeholderNamePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/;

export const placeholderSize = { width: 320, height: 200 } as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The label shown on the image: the name without its kind prefix, cut to fit one line. */
function labelOf(name: string): string {
  const label = name
    .replace(/^(game|vendor|banner|qr|promo|icon|avatar)-/, '')
    .replace(/[-_]+/g, ' ');
  return label.length > 28 ? `${label.slice(0, 27)}…` : label;
}

/**
 * A placeholder image for any name the seeds use: a rectangle in a colour derived from the name, with
 * the name written on it. The same name always gives the same bytes (cacheable, stable screenshots).
 */
export function placeholderSvg(name: string): string {
  const h = hash(name);
  const hue = h % 360;
  const { width, height } = placeholderSize;
  const label = escapeHtml(labelOf(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(name)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <text x="50%" y="50%" fill="#fff" font-family="system-ui, sans-serif" font-size="22" font-weight="600" text-anchor="middle" dominant-baseline="middle">${label}</text>
  <text x="${width - 8}" y="${height - 8}" fill="rgba(255,255,255,.6)" font-family="system-ui, sans-serif" font-size="11" text-anchor="end">sandbox</text>
</svg>
`;
}

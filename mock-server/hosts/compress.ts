import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings the sandbox sends, in its order of preference. */
export type ContentCoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const minCompressedBytes = 1024;

/**
 * The weights an `Accept`-style header gives its names (RFC 9110 12.4.2): lower-cased name to its
 * q-value, 1 when none is given, 0 for one that is not a number; a name given twice keeps the last.
 */
export function acceptWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const key = name.trim().toLowerCase();
    if (!key) continue;
    let q = 1;
    for (const param of params) {
      const [field, value] = param.split('=');
      if (field?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    weights.set(key, q);
  }
  return weights;
}

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 12.5.3): the available coding with
 * the highest q-value above 0 (`*` stands for any coding not named), the sandbox's preference (br,
 * then gzip) breaking ties; null means send it as it is (identity).
 */
export function negotiateEncoding(
  header: string | null | undefined,
  available: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | null {
  if (!header) return null;
  const weights = acceptWeights(header);
  // x-gzip is gzip (RFC 9110 8.4.1.3).
  const xGzip = weights.get('x-gzip');
  if (xGzip !== undefined && !weights.has('gzip')) weights.set('gzip', xGzip);
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** gzip level and brotli quality per effort. */
const levels = {
  /** answers made once (API answers on the fly) */
  fast: { gzip: 1, br: 1 },
  /** answers sent many times (kept read answers), made within a millisecond or two */
  kept: { gzip: 6, br: 5 },
  /** build time (assets): the smallest the codings make */
  build: { gzip: 9, br: 11 },
} as const;

/** Compresses synchronously with the effort's levels. */
export function compress(
  data: string | Buffer,
  coding: ContentCoding,
  effort: keyof typeof levels = 'fast',
): Buffer {
  const input = typeof data === 'string' ? Buffer.from(data) : data;
  if (coding === 'gzip') return gzipSync(input, { level: levels[effort].gzip });
  return brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: levels[effort].br,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiateEncoding } from './compress';

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, among codings the client accepts', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('follows q-values: the highest wins, q=0 refuses, * covers codings not named', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('identity, *;q=0')).toBeNull();
    expect(negotiateEncoding('GZIP ; Q=1')).toBe('gzip');
  });

  it('chooses only among the copies available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', [])).toBeNull();
  });
});

describe('compress', () => {
  it('round-trips at every effort', () => {
    const text = JSON.stringify({ games: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    for (const effort of ['fast', 'kept', 'build'] as const) {
      expect(gunzipSync(compress(text, 'gzip', effort)).toString()).toBe(text);
      expect(brotliDecompressSync(compress(text, 'br', effort)).toString()).toBe(text);
    }
  });
});

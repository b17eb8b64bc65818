import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './checksums';
import { bytesToBase64, encodePng, pngBase64, zlibStored, type RasterImage } from './png-encoder';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Splits a PNG into its chunks, checking each CRC (a decoder's first step). */
function readChunks(file: Uint8Array): Chunk[] {
  const buffer = Buffer.from(file);
  expect([...buffer.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < buffer.length) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('ascii', at + 4, at + 8);
    const data = buffer.subarray(at + 8, at + 8 + length);
    const crc = buffer.readUInt32BE(at + 8 + length);
    chunks.push({ type, data, crcOk: crc32(buffer.subarray(at + 4, at + 8 + length)) === crc });
    at += 12 + length;
  }
  return chunks;
}

function checker(width: number, height: number, channels: 1 | 4): RasterImage {
  const pixels = new Uint8Array(width * height * channels);
  for (let i = 0; i < width * height; i += 1)
    pixels.fill(
      ((i % width) + Math.floor(i / width)) % 2 ? 255 : 0,
      i * channels,
      (i + 1) * channels,
    );
  return { width, height, channels, pixels };
}

describe('zlibStored', () => {
  it('makes streams node:zlib inflates back to the input, also across several blocks', () => {
    for (const size of [0, 1, 65_535, 65_536, 200_000]) {
      const data = Uint8Array.from({ length: size }, (_, i) => (i * 31) & 0xff);
      expect(Buffer.from(inflateSync(zlibStored(data))).equals(Buffer.from(data))).toBe(true);
    }
  });
});

describe('encodePng', () => {
  it('writes IHDR, IDAT and IEND with valid CRCs, and scanlines a decoder reads back', () => {
    for (const channels of [1, 4] as const) {
      const image = checker(7, 3, channels);
      const chunks = readChunks(encodePng(image));
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(chunks.every((c) => c.crcOk)).toBe(true);
      const ihdr = chunks[0]?.data ?? Buffer.alloc(0);
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([
        7,
        3,
        8,
        channels === 4 ? 6 : 0,
      ]);
      const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
      const rowBytes = 7 * channels;
      for (let y = 0; y < 3; y += 1) {
        expect(raw[y * (rowBytes + 1)]).toBe(0);
        expect([...raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1))]).toEqual([
          ...image.pixels.subarray(y * rowBytes, (y + 1) * rowBytes),
        ]);
      }
    }
  });

  it('refuses pixel buffers that do not fit the size', () => {
    expect(() =>
      encodePng({ width: 2, height: 2, channels: 4, pixels: new Uint8Array(15) }),
    ).toThrow(/16 pixel bytes/);
    expect(() =>
      encodePng({ width: 0, height: 2, channels: 1, pixels: new Uint8Array(0) }),
    ).toThrow(/positive/);
  });
});

describe('data URIs', () => {
  it('base64-encodes exactly like node', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 13) & 0xff);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('matches the pattern the contract gives for captcha images (bare base64 of a PNG)', () => {
    expect(pngBase64(checker(4, 4, 1))).toMatch(/^iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/);
  });
});

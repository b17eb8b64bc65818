import { adler32, crc32 } from './checksums';

/** Pixels row by row: one byte per pixel for greyscale, four (R, G, B, A) for RGBA. */
export interface RasterImage {
  width: number;
  height: number;
  channels: 1 | 4;
  pixels: Uint8Array;
}

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const maxStoredBlock = 0xffff;

/**
 * A zlib stream of "stored" (uncompressed) deflate blocks: valid for every inflater, needs no
 * compression code, and keeps the encoder small enough to run anywhere (browser and node).
 */
export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / maxStoredBlock));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  // CMF 0x78 (deflate, 32 KB window), FLG 0x01: (0x78 * 256 + 0x01) is a multiple of 31.
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const start = block * maxStoredBlock;
    const length = Math.min(maxStoredBlock, data.length - start);
    out[at] = block === blocks - 1 ? 1 : 0; // BFINAL on the last block, BTYPE 00 (stored)
    out[at + 1] = length & 0xff;
    out[at + 2] = length >>> 8;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >>> 8) & 0xff;
    out.set(data.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  const checksum = adler32(data);
  out[at] = checksum >>> 24;
  out[at + 1] = (checksum >>> 16) & 0xff;
  out[at + 2] = (checksum >>> 8) & 0xff;
  out[at + 3] = checksum & 0xff;
  return out;
}

function uint32(value: number): number[] {
  return [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeBytes = new TextEncoder().encode(type);
  const body = new Uint8Array(typeBytes.length + data.length);
  body.set(typeBytes);
  body.set(data, typeBytes.length);
  const out = new Uint8Array(8 + data.length + 4);
  out.set(uint32(data.length));
  out.set(body, 4);
  out.set(uint32(crc32(body)), 8 + data.length);
  return out;
}

/** Encodes 8-bit greyscale or RGBA pixels as a PNG file (no filtering, stored deflate). */
export function encodePng(image: RasterImage): Uint8Array {
  const { width, height, channels, pixels } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`a PNG needs a positive whole size, got ${width}x${height}`);
  }
  const rowBytes = width * channels;
  if (pixels.length !== rowBytes * height) {
    throw new Error(
      `expected ${rowBytes * height} pixel bytes for ${width}x${height}x${channels}, got ${pixels.length}`,
    );
  }
  const header = new Uint8Array([
    ...uint32(width),
    ...uint32(height),
    8,
    channels === 4 ? 6 : 0,
    0,
    0,
    0,
  ]);
  // Each scanline starts with its filter type; 0 (none) keeps the bytes as they are.
  const scanlines = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    scanlines.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const parts = [
    new Uint8Array(signature),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(scanlines)),
    chunk('IEND', new Uint8Array()),
  ];
  const file = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** Base64 of bytes, in slices so long images do not overflow the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The PNG file of `image`, base64-encoded (bare: no `data:` prefix). */
export function pngBase64(image: RasterImage): string {
  return bytesToBase64(encodePng(image));
}

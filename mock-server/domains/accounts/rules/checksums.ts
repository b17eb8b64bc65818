/**
 * The two checksums a PNG needs, written out so the captcha renderer runs in the browser too
 * (the in-page mock has no node:zlib).
 */

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG chunks use it) of `bytes`, continuing from `previous` if given. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Adler-32 (RFC 1950), the checksum that closes a zlib stream. */
export function adler32(bytes: Uint8Array): number {
  const mod = 65521;
  let a = 1;
  let b = 0;
  // 5552 is the largest run that cannot overflow before the modulo (RFC 1950 implementations use it).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i += 1) {
      a += bytes[i] ?? 0;
      b += a;
    }
    a %= mod;
    b %= mod;
  }
  return ((b << 16) | a) >>> 0;
}

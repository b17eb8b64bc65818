import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adler32, crc32 } from './checksums';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it('matches the published check values', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(ascii('IEND'))).toBe(0xae426082);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('continues over several pieces as over the whole', () => {
    const whole = crc32(ascii('hello world'));
    expect(crc32(ascii(' world'), crc32(ascii('hello')))).toBe(whole);
  });
});

describe('adler32', () => {
  it('matches the published check values', () => {
    expect(adler32(ascii('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array())).toBe(1);
  });

  it('agrees with node:zlib over a long input (the modulo runs)', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7919) & 0xff);
    const stream = deflateSync(bytes);
    expect(adler32(bytes)).toBe(stream.readUInt32BE(stream.length - 4));
  });
});

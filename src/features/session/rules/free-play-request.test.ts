import { describe, expect, it } from 'vitest';
import { b64JsonCodec } from '../../../../openapi/runtime/payload-codec';
import { freePlayRequest, osOf } from './free-play-request';

describe('free-play request (section 7)', () => {
  it('names the visitor OS from the user agent', () => {
    expect(osOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(osOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('MacOS');
    expect(osOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(osOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(osOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(osOf('curl/8')).toBe('Unknown');
  });

  it('sends platform W, gateway version 3 and a fresh random string encrypted with the payload codec', () => {
    const body = freePlayRequest('Mozilla/5.0 (Windows NT 10.0)', () => 'nonce-0123456789');
    expect(body).toMatchObject({ os: 'Windows', platform: 'W', gatewayVersion: 3 });
    expect(b64JsonCodec.decode(body.randomString)).toBe('nonce-0123456789');
    const [a, b] = [freePlayRequest('x'), freePlayRequest('x')];
    expect(a.randomString).not.toBe(b.randomString);
    expect(a.randomString.length).toBeGreaterThanOrEqual(8);
  });
});

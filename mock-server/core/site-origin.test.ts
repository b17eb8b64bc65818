import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  fallbackSiteOrigin,
  isHostText,
  resolveSiteOrigin,
  siteOrigin,
} from './site-origin';

const headers = (values: Record<string, string>) => new Headers(values);
const page = 'http://localhost:5173';

describe('resolveSiteOrigin', () => {
  it("adds an isolated sandbox's prefix the host set, and ignores one that is not a sandbox id", () => {
    expect(
      resolveSiteOrigin(
        headers({ host: '127.0.0.1:4010', 'x-sandbox-prefix': '/s/abc123def4' }),
        null,
      ),
    ).toBe('http://127.0.0.1:4010/s/abc123def4');
    expect(
      resolveSiteOrigin(
        headers({ host: '127.0.0.1:4010', 'x-sandbox-prefix': '/evil/../x' }),
        null,
      ),
    ).toBe('http://127.0.0.1:4010');
  });

  it('uses the Host the caller reached, over the page origin', () => {
    expect(resolveSiteOrigin(headers({ host: '127.0.0.1:4173' }), page)).toBe(
      'http://127.0.0.1:4173',
    );
  });

  it("lets a proxy's forwarded host and protocol win, first value of a list", () => {
    expect(
      resolveSiteOrigin(
        headers({
          host: 'internal:1',
          'x-forwarded-host': 'demo.example.test, proxy',
          'x-forwarded-proto': 'HTTPS, http',
        }),
        null,
      ),
    ).toBe('https://demo.example.test');
    expect(
      resolveSiteOrigin(
        headers({ 'x-forwarded-host': 'a.test', 'x-forwarded-proto': 'gopher' }),
        null,
      ),
    ).toBe('http://a.test');
  });

  it("falls back to the page's origin without a usable host header (the service worker host)", () => {
    expect(resolveSiteOrigin(headers({}), page)).toBe(page);
    expect(resolveSiteOrigin(headers({ host: 'evil.test/"><script>' }), page)).toBe(page);
    expect(resolveSiteOrigin(headers({ 'x-forwarded-host': ' ' }), 'https://demo.test')).toBe(
      'https://demo.test',
    );
  });

  it('falls back to the default sandbox address with neither header nor page', () => {
    expect(resolveSiteOrigin(headers({}), null)).toBe(fallbackSiteOrigin);
    expect(resolveSiteOrigin(headers({ host: 'bad host/path' }), null)).toBe(fallbackSiteOrigin);
  });

  it("siteOrigin reads the page's origin only where there is a page (none in node)", () => {
    expect(siteOrigin(headers({}))).toBe(fallbackSiteOrigin);
    expect(siteOrigin(headers({ host: 'localhost:4010' }))).toBe('http://localhost:4010');
  });
});

describe('isHostText', () => {
  it('accepts names, IPv4 and bracketed IPv6 with an optional port, and nothing else', () => {
    for (const ok of [
      'localhost:5173',
      'demo.example.com',
      '[::1]:4010',
      '192.168.1.20:4010',
      'devbox',
    ])
      expect(isHostText(ok)).toBe(true);
    for (const bad of ['http://localhost', 'a b', 'host/path', '-bad.com', 'x:99999999'])
      expect(isHostText(bad)).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('makes sandbox paths absolute and leaves full addresses alone', () => {
    expect(absoluteUrl('http://localhost:4010', '/sandbox/img/x.svg')).toBe(
      'http://localhost:4010/sandbox/img/x.svg',
    );
    expect(absoluteUrl('http://localhost:4010', 'https://example.com/a')).toBe(
      'https://example.com/a',
    );
  });
});

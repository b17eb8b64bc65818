import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  countryOfIp,
  fallbackSiteOrigin,
  isHostText,
  sandboxVisitorIp,
  siteOrigin,
  visitorIp,
} from './visitor';

const headers = (values: Record<string, string>) => new Headers(values);

describe('visitor', () => {
  it('takes the first X-Forwarded-For address, else the fixed sandbox address', () => {
    expect(visitorIp(headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }))).toBe(
      '198.51.100.7',
    );
    expect(visitorIp(headers({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(visitorIp(headers({}))).toBe(sandboxVisitorIp);
    expect(visitorIp(headers({ 'x-forwarded-for': '<script>' }))).toBe(sandboxVisitorIp);
  });

  it('places the documentation ranges in countries and knows nothing else', () => {
    expect(countryOfIp(sandboxVisitorIp)).toBe('PH');
    expect(countryOfIp('198.51.100.7')).toBe('US');
    expect(countryOfIp('192.0.2.9')).toBe('VN');
    expect(countryOfIp('10.1.2.3')).toBeNull();
  });

  it('builds the site origin from forwarded or Host headers, else the default', () => {
    expect(siteOrigin(headers({ host: '127.0.0.1:4173' }))).toBe('http://127.0.0.1:4173');
    expect(
      siteOrigin(
        headers({
          host: 'x:1',
          'x-forwarded-host': 'demo.example.com',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://demo.example.com');
    expect(siteOrigin(headers({ host: 'bad host/path' }))).toBe(fallbackSiteOrigin);
    expect(siteOrigin(headers({}))).toBe(fallbackSiteOrigin);
  });

  it('recognises host[:port] texts', () => {
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

  it('makes sandbox paths absolute and leaves full addresses alone', () => {
    expect(absoluteUrl('http://localhost:4010', '/sandbox/img/x.svg')).toBe(
      'http://localhost:4010/sandbox/img/x.svg',
    );
    expect(absoluteUrl('http://localhost:4010', 'https://example.com/a')).toBe(
      'https://example.com/a',
    );
  });
});

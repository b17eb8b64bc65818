import { describe, expect, it } from 'vitest';
import { appLinksOf } from './app-links';

const resource = (resourceType: 'IOS' | 'ANDROID' | 'LITE', url: string) => ({
  resourceType,
  url,
  qrCodeUrl: null,
  labelNameEn: resourceType,
});

describe('app links', () => {
  it('lists iOS, Android and lite in that order, made absolute on the origin', () => {
    const links = appLinksOf(
      {
        LITE: resource('LITE', '/'),
        ANDROID: resource('ANDROID', 'https://cdn.example.com/app.apk'),
        IOS: resource('IOS', '/sandbox/download/portal-ios.ipa'),
      },
      'http://127.0.0.1:4173',
    );
    expect(links.map((l) => [l.kind, l.href])).toEqual([
      ['IOS', 'http://127.0.0.1:4173/sandbox/download/portal-ios.ipa'],
      ['ANDROID', 'https://cdn.example.com/app.apk'],
      ['LITE', 'http://127.0.0.1:4173/'],
    ]);
  });

  it('skips a kind the site leaves out and an address that is not http(s)', () => {
    const links = appLinksOf(
      { IOS: resource('IOS', 'javascript:alert(1)'), LITE: resource('LITE', '/') },
      'http://127.0.0.1:4173',
    );
    expect(links.map((l) => l.kind)).toEqual(['LITE']);
  });
});

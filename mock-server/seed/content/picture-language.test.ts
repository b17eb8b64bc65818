import { describe, expect, it } from 'vitest';
import { pictureInLanguage, pictureLanguage } from './picture-language';

describe('the language of a sandbox picture', () => {
  it('adds `?lang=<code>` to sandbox pictures for a language other than English', () => {
    expect(pictureInLanguage('/sandbox/img/banner-home-app.svg', 'CN')).toBe(
      '/sandbox/img/banner-home-app.svg?lang=cn',
    );
    expect(pictureInLanguage('/sandbox/img/promo-referral.svg?v=2', 'TH')).toBe(
      '/sandbox/img/promo-referral.svg?v=2&lang=th',
    );
    expect(pictureInLanguage('/sandbox/img/banner-home-app.svg', 'EN')).toBe(
      '/sandbox/img/banner-home-app.svg',
    );
    expect(pictureInLanguage('/sandbox/img/banner-home-app.svg', undefined)).toBe(
      '/sandbox/img/banner-home-app.svg',
    );
    // Pictures from anywhere else (an operator's own address) are left as they are.
    expect(pictureInLanguage('https://cdn.example.test/banner.png', 'VI')).toBe(
      'https://cdn.example.test/banner.png',
    );
    expect(pictureInLanguage('/uploads/banner.png', 'ID')).toBe('/uploads/banner.png');
  });

  it('reads the code in any case; none or an unknown one is English', () => {
    expect(pictureLanguage('cn')).toBe('CN');
    expect(pictureLanguage('Ty')).toBe('TY');
    expect(pictureLanguage(null)).toBe('EN');
    expect(pictureLanguage('')).toBe('EN');
    expect(pictureLanguage('fr')).toBe('EN');
    expect(pictureLanguage('toString')).toBe('EN');
  });
});

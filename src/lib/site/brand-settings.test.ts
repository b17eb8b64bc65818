import { describe, expect, it } from 'vitest';
import { brandFrom, builtInBrand, languageToFollow } from './brand-settings';

describe('brandFrom', () => {
  it('is the built-in brand (EN and TY, P) when the backend sends none', () => {
    expect(brandFrom(undefined)).toEqual(builtInBrand);
    expect(builtInBrand).toEqual({
      supportedLanguages: ['EN', 'TY'],
      defaultLanguage: 'EN',
      currencySymbol: 'P',
    });
  });

  it('takes what the backend sends', () => {
    expect(
      brandFrom({ supportedLanguages: ['CN', 'EN'], defaultLanguage: 'CN', currencySymbol: '¥' }),
    ).toEqual({ supportedLanguages: ['CN', 'EN'], defaultLanguage: 'CN', currencySymbol: '¥' });
  });

  it('makes a default that is not offered the first offered language', () => {
    expect(
      brandFrom({ supportedLanguages: ['TH', 'VI'], defaultLanguage: 'EN', currencySymbol: '฿' })
        .defaultLanguage,
    ).toBe('TH');
  });
});

describe('languageToFollow', () => {
  const chinese = brandFrom({
    supportedLanguages: ['CN', 'EN'],
    defaultLanguage: 'CN',
    currencySymbol: '¥',
  });

  it('moves a visitor who never chose to the brand default', () => {
    expect(languageToFollow(chinese, 'EN', null)).toBe('CN');
  });

  it('keeps a choice the brand still offers', () => {
    expect(languageToFollow(chinese, 'EN', 'EN')).toBeNull();
  });

  it('moves a choice the brand no longer offers to the default', () => {
    expect(languageToFollow(chinese, 'TY', 'TY')).toBe('CN');
  });
});

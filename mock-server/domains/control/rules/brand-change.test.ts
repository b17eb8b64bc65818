import { describe, expect, it } from 'vitest';
import { changeBrand } from './brand-change';

describe('changeBrand', () => {
  it('takes the languages in the order given and the trimmed symbol', () => {
    expect(
      changeBrand({
        supportedLanguages: ['CN', 'EN'],
        defaultLanguage: 'CN',
        currencySymbol: ' ¥ ',
      }),
    ).toEqual({
      languages: { supportedLanguages: ['CN', 'EN'], defaultLanguage: 'CN' },
      currencySymbol: '¥',
    });
  });

  it('refuses a default language the brand does not offer, naming the field', () => {
    expect(
      changeBrand({ supportedLanguages: ['EN', 'TY'], defaultLanguage: 'VI', currencySymbol: 'P' }),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.defaultLanguage' },
    });
  });

  it('refuses a blank currency symbol', () => {
    expect(
      changeBrand({ supportedLanguages: ['EN'], defaultLanguage: 'EN', currencySymbol: '  ' }),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.currencySymbol' },
    });
  });
});

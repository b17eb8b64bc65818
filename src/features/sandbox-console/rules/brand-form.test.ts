import { describe, expect, it } from 'vitest';
import { brandFormProblem, toggleBrandLanguage, type BrandForm } from './brand-form';

const order = ['EN', 'TY', 'CN', 'ID', 'TH', 'VI'] as const;
const builtIn: BrandForm = {
  supportedLanguages: ['EN', 'TY'],
  defaultLanguage: 'EN',
  currencySymbol: 'P',
};

describe('toggleBrandLanguage', () => {
  it('adds a language in the portal order', () => {
    expect(toggleBrandLanguage(builtIn, 'CN', true, order).supportedLanguages).toEqual([
      'EN',
      'TY',
      'CN',
    ]);
  });

  it('moves the default to the first language left when its own is dropped', () => {
    expect(toggleBrandLanguage(builtIn, 'EN', false, order)).toMatchObject({
      supportedLanguages: ['TY'],
      defaultLanguage: 'TY',
    });
  });
});

describe('brandFormProblem', () => {
  it('asks for at least one language', () => {
    const none = toggleBrandLanguage(
      toggleBrandLanguage(builtIn, 'EN', false, order),
      'TY',
      false,
      order,
    );
    expect(brandFormProblem(none)).toBe('atLeastOne');
  });

  it('asks for a currency symbol', () => {
    expect(brandFormProblem({ ...builtIn, currencySymbol: ' ' })).toBe('symbolNeeded');
  });

  it('lets a complete brand through', () => {
    expect(brandFormProblem(builtIn)).toBeNull();
  });
});

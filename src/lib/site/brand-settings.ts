import type { components } from '../../../openapi/runtime/generated/openapi';
import {
  brandLanguages,
  defaultLanguage,
  isLanguageCode,
  type LanguageCode,
} from '../i18n/languages';

/** The brand the portal follows: what `getSystemStatus` says, else the built-in one (section 1). */
export interface Brand {
  supportedLanguages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  currencySymbol: string;
}

export const builtInBrand: Brand = {
  supportedLanguages: brandLanguages,
  defaultLanguage,
  currencySymbol: 'P',
};

/**
 * The brand from the status answer. A backend that sends none (or nonsense: no language the portal
 * has files for) leaves the built-in brand; a default that is not offered becomes the first offered.
 */
export function brandFrom(sent: components['schemas']['BrandSettings'] | undefined | null): Brand {
  if (!sent) return builtInBrand;
  const supported = sent.supportedLanguages.filter(isLanguageCode);
  const first = supported[0];
  if (first === undefined) return builtInBrand;
  const symbol = sent.currencySymbol.trim();
  return {
    supportedLanguages: supported,
    defaultLanguage: supported.includes(sent.defaultLanguage) ? sent.defaultLanguage : first,
    currencySymbol: symbol === '' ? builtInBrand.currencySymbol : symbol,
  };
}

/**
 * The language to switch to when the brand changes: a visitor who never chose one follows the
 * brand's default; one whose language the brand no longer offers gets the default too. Null: stay.
 */
export function languageToFollow(
  brand: Brand,
  current: LanguageCode,
  chosen: LanguageCode | null,
): LanguageCode | null {
  const wanted =
    chosen === null || !brand.supportedLanguages.includes(chosen) ? brand.defaultLanguage : chosen;
  return wanted === current ? null : wanted;
}

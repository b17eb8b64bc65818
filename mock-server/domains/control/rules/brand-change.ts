import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { BrandLanguagesConfig } from '../../../core/mock-config';
import type { BrandSettings } from '../../system/rules/brand-settings';

/**
 * Checks a brand change the contract let through (at least one language, no repeats, known codes):
 * the default language must be one the brand offers, or a visitor would start in a language the
 * language dialog cannot show. The symbol is trimmed; a blank one is refused.
 */
export function changeBrand(
  change: BrandSettings,
): { languages: BrandLanguagesConfig; currencySymbol: string } | Failure {
  if (!change.supportedLanguages.includes(change.defaultLanguage)) {
    return fail(
      400,
      'validation_error',
      `defaultLanguage ${change.defaultLanguage} must be one of the supported languages (${change.supportedLanguages.join(', ')})`,
      { field: 'body.defaultLanguage' },
    );
  }
  const currencySymbol = change.currencySymbol.trim();
  if (currencySymbol === '') {
    return fail(400, 'validation_error', 'currencySymbol must not be blank', {
      field: 'body.currencySymbol',
    });
  }
  return {
    languages: {
      supportedLanguages: [...change.supportedLanguages],
      defaultLanguage: change.defaultLanguage,
    },
    currencySymbol,
  };
}

import type { Schemas } from '../../../core/handler-types';
import type { MockConfig } from '../../../core/mock-config';

export type BrandSettings = Schemas['BrandSettings'];

/**
 * The brand as the portal reads it (`getSystemStatus`'s `brand`): the languages from the config, the
 * currency symbol from the merchant's wallet settings (the one the balances already answer with).
 */
export function brandSettingsOf(config: MockConfig, currencySymbol: string): BrandSettings {
  return {
    supportedLanguages: [...config.brandLanguages.supportedLanguages],
    defaultLanguage: config.brandLanguages.defaultLanguage,
    currencySymbol,
  };
}

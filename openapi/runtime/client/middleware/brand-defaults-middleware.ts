import type { Middleware } from 'openapi-fetch';
import { operationOf } from './operation-of';

/** The brand's request defaults (docs/decisions/004-merchant-platform-device-defaults.md). */
export interface BrandDefaults {
  merchantCode: string | null;
  /** `web` in headers; query parameters named `platform` take the contract's own default (`W`). */
  platform: string;
  device: string;
  clientType: string;
  language: () => string;
}

const queryDefaults = (brand: BrandDefaults): Record<string, string | null> => ({
  merchant: brand.merchantCode,
  platform: 'W',
  device: brand.device,
  clientType: brand.clientType,
  language: brand.language(),
  lang: brand.language(),
});

/**
 * Adds `X-Merchant-Code`, `X-Platform` and `X-Device` to every request, and fills the query
 * parameters the operation declares (merchant, platform, device, clientType, language) when the
 * caller left them out. A value the caller passed always wins.
 */
export function brandDefaultsMiddleware(brand: BrandDefaults): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (brand.merchantCode) request.headers.set('X-Merchant-Code', brand.merchantCode);
      request.headers.set('X-Platform', brand.platform);
      request.headers.set('X-Device', brand.device);
      const declared = operationOf(request, schemaPath)?.defaultedQuery ?? [];
      if (declared.length === 0) return request;
      const url = new URL(request.url);
      const defaults = queryDefaults(brand);
      let changed = false;
      for (const name of declared) {
        const value = defaults[name];
        if (url.searchParams.has(name) || value === null || value === undefined) continue;
        url.searchParams.set(name, value);
        changed = true;
      }
      return changed ? new Request(url, request) : request;
    },
  };
}

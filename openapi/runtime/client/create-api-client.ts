import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/openapi';
import { b64JsonCodec, type PayloadCodec } from '../payload-codec';
import {
  brandDefaultsMiddleware,
  type BrandDefaults,
} from './middleware/brand-defaults-middleware';
import { errorMiddleware, type ErrorMiddlewareOptions } from './middleware/error-middleware';
import { formBodyMiddleware } from './middleware/form-body-middleware';
import { payloadCodecMiddleware } from './middleware/payload-codec-middleware';
import {
  sessionStorageToken,
  sessionTokenMiddleware,
  type TokenSource,
} from './middleware/session-token-middleware';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends ErrorMiddlewareOptions {
  /** Where the backend lives; '' for the same origin (the sandbox and the service worker). */
  baseUrl: string;
  getToken?: TokenSource;
  codec?: PayloadCodec;
  brand?: Partial<BrandDefaults>;
  /** A call with no answer after this long fails with `request_timeout`. */
  timeoutMs?: number;
}

const defaultBrand: BrandDefaults = {
  merchantCode: null,
  platform: 'web',
  device: 'WEB',
  clientType: '3',
  language: () => 'EN',
};

/**
 * The one typed client. Middleware order matters: the body is turned into a form or encoded
 * before the token and the brand defaults are added; errors are normalised last.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Looked up on every call (not captured at creation), so a mock installed later still answers.
    fetch: (request) =>
      globalThis.fetch(
        new Request(request, {
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        }),
      ),
  });
  client.use(
    formBodyMiddleware,
    payloadCodecMiddleware(options.codec ?? b64JsonCodec),
    sessionTokenMiddleware(options.getToken ?? sessionStorageToken),
    brandDefaultsMiddleware({ ...defaultBrand, ...options.brand }),
    errorMiddleware(options),
  );
  return client;
}

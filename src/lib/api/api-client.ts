import { createApiClient } from '../../../openapi/runtime/client/create-api-client';
import { reportPasswordChangeRequired } from './password-change-required';
import { sandboxBase } from '../site/sandbox-base';

/**
 * The portal's client. Same origin by default: the sandbox serves the portal and the mock backend
 * together, and in `npm run dev` the service worker answers. `VITE_API_BASE_URL` points it
 * elsewhere (a real backend, or `npm run contract:proxy`). In an isolated sandbox (`/s/<id>/`) every
 * call goes under its prefix, to its own backend.
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? sandboxBase,
  onPasswordChangeRequired: reportPasswordChangeRequired,
  brand: {
    merchantCode:
      (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem('merchantCode')) ??
      import.meta.env.VITE_MERCHANT_CODE ??
      null,
    language: () =>
      (typeof localStorage === 'undefined' ? null : localStorage.getItem('lang')) ?? 'EN',
  },
});

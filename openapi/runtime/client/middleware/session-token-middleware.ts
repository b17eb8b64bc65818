import type { Middleware } from 'openapi-fetch';
import { operationOf } from './operation-of';

export type TokenSource = () => string | null | undefined;

/** Reads the token where the portal keeps it: session storage, key `token` (spec section 3). */
export const sessionStorageToken: TokenSource = () =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem('token');

/**
 * Attaches `Authorization: Bearer <token>` to the operations whose contract security names
 * `sessionToken` (required or optional), and only to those: public calls never leak the token.
 */
export function sessionTokenMiddleware(getToken: TokenSource): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!operationOf(request, schemaPath)?.token) return undefined;
      const token = getToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** What the client and the mock need to know of one contract operation (see generated/operations.ts). */
export interface OperationMeta {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  path: string;
  tag: string;
  /** Needs the session token (`security: sessionToken`). */
  guarded: boolean;
  /** Takes the session token when there is one (guarded, or optional like `listPromotions`). */
  acceptsToken: boolean;
  /** The request body travels through the payload codec (`x-encrypted: true`). */
  encrypted: boolean;
  requestContentType: string | null;
  /** Query parameters the client fills with brand defaults when the caller leaves them out. */
  defaultedQuery: readonly string[];
}

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

/**
 * What the typed client's middleware reads of an operation (generated/client-operations.ts): only
 * the operations that need something, and only what they need, so the first page carries a small
 * table rather than the whole operation table.
 */
export interface ClientOperationMeta {
  /** Takes the session token when there is one (`OperationMeta.acceptsToken`). */
  token?: true;
  /** The request body travels through the payload codec. */
  encrypted?: true;
  /** The request body is sent as `application/x-www-form-urlencoded`. */
  form?: true;
  /** Query parameters the client fills with brand defaults when the caller leaves them out. */
  defaultedQuery?: readonly string[];
}

/** The client's view of an operation: what its middleware has to do for it. */
export function clientMetaOf(meta: OperationMeta): ClientOperationMeta {
  return {
    ...(meta.acceptsToken ? { token: true } : {}),
    ...(meta.encrypted ? { encrypted: true } : {}),
    ...(meta.requestContentType === 'application/x-www-form-urlencoded' ? { form: true } : {}),
    ...(meta.defaultedQuery.length > 0 ? { defaultedQuery: meta.defaultedQuery } : {}),
  };
}

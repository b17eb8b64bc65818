import type { ClientOperationMeta } from '../../operation-meta';
import { clientOperations } from '../../generated/client-operations';

/** `METHOD /schema/path` — the key of the operation table. */
export function operationKey(request: Request, schemaPath: string): string {
  return `${request.method.toUpperCase()} ${schemaPath}`;
}

/**
 * What the client must do for the operation a request belongs to (the session token, the payload
 * codec, a form body, brand defaults); undefined when nothing.
 */
export function operationOf(request: Request, schemaPath: string): ClientOperationMeta | undefined {
  return clientOperations[operationKey(request, schemaPath)];
}

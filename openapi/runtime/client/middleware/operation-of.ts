import type { OperationMeta } from '../../operation-meta';
import { operations } from '../../generated/operations';

const table: Readonly<Record<string, OperationMeta>> = operations;

/** `METHOD /schema/path` — the key of the operation table. */
export function operationKey(request: Request, schemaPath: string): string {
  return `${request.method.toUpperCase()} ${schemaPath}`;
}

/** The contract's facts about the operation a request belongs to, if it is one of the contract's. */
export function operationOf(request: Request, schemaPath: string): OperationMeta | undefined {
  return table[operationKey(request, schemaPath)];
}

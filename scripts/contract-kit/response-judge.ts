import { contract, operationObject } from '../../openapi/runtime/contract.ts';
import { validateResponseHeaders } from '../../openapi/runtime/response-header-validation.ts';
import { validateResponse } from '../../openapi/runtime/response-validation.ts';
import type { OperationMeta } from '../../openapi/runtime/operation-meta.ts';
import type { WireResponse } from './http-client.ts';

/** One way an answer differs from the contract: where (`status`, a header, a JSON path) and how. */
export interface Mismatch {
  path: string;
  message: string;
}

interface DeclaredResponse {
  content?: Record<string, unknown>;
  $ref?: string;
}

function declaredResponse(meta: OperationMeta, status: number): DeclaredResponse | null {
  const declared = operationObject(meta).responses[String(status)] as DeclaredResponse | undefined;
  if (!declared?.$ref) return declared ?? null;
  const name = declared.$ref.replace('#/components/responses/', '');
  const shared = (
    contract as unknown as { components: { responses: Record<string, DeclaredResponse> } }
  ).components.responses[name];
  return shared ?? null;
}

export function declaredStatuses(meta: OperationMeta): number[] {
  return Object.keys(operationObject(meta).responses).map(Number).filter(Number.isInteger);
}

/**
 * Everything in an answer the contract does not allow: an undeclared status, a declared header
 * missing or off its schema, a JSON answer without a JSON content type or with a body that is not
 * JSON, and every schema violation of the body (the mock's own `validateResponse`, with the JSON
 * path of each). Empty when it conforms.
 */
export function contractMismatches(meta: OperationMeta, response: WireResponse): Mismatch[] {
  const declared = declaredResponse(meta, response.status);
  if (!declared) {
    return [
      {
        path: 'status',
        message: `status ${response.status} is not declared by the contract (declared: ${declaredStatuses(meta).join(', ')})`,
      },
    ];
  }
  const mismatches: Mismatch[] = validateResponseHeaders(
    meta,
    response.status,
    response.headers,
  ).map((violation) => ({ path: violation.path, message: violation.message }));
  if (!declared.content?.['application/json']) return mismatches;
  if (!/\bjson\b/i.test(response.contentType ?? '')) {
    mismatches.push({
      path: 'header.content-type',
      message: `expected application/json, got ${response.contentType ?? 'no content type'}`,
    });
  }
  if (response.json === undefined) {
    mismatches.push({
      path: '$',
      message: `the body is not JSON: ${JSON.stringify(response.text.slice(0, 80))}`,
    });
    return mismatches;
  }
  for (const violation of validateResponse(meta, response.status, response.json)) {
    mismatches.push({ path: violation.path, message: violation.message });
  }
  return mismatches;
}

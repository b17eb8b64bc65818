import type { OperationMeta } from '../../openapi/runtime/operation-meta.ts';
import type { OpenApiDocument } from './bundle-contract.ts';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Query parameters the client fills with brand defaults when an operation declares them. */
const defaultedQuery = new Set([
  'merchant',
  'platform',
  'device',
  'clientType',
  'language',
  'lang',
]);

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  'x-encrypted'?: boolean;
  'x-path-source'?: string;
}

function resolveParameter(doc: OpenApiDocument, p: Parameter): Parameter {
  if (!p.$ref) return p;
  const name = p.$ref.replace('#/components/parameters/', '');
  return (doc.components?.parameters?.[name] as Parameter | undefined) ?? p;
}

/** The per-operation facts the client middleware, the mock and the reports need. */
export function collectOperations(doc: OpenApiDocument): Record<string, OperationMeta> {
  const table: Record<string, OperationMeta> = {};
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const params = [
        ...((item.parameters as Parameter[] | undefined) ?? []),
        ...(op.parameters ?? []),
      ].map((p) => resolveParameter(doc, p));
      const security = op.security ?? (doc.security as unknown[] | undefined) ?? [];
      const contentTypes = Object.keys(op.requestBody?.content ?? {});
      table[`${method.toUpperCase()} ${route}`] = {
        operationId: op.operationId ?? '',
        method: method.toUpperCase() as OperationMeta['method'],
        path: route,
        tag: op.tags?.[0] ?? '',
        // `security: [{}, { sessionToken: [] }]` means the token is optional: sent when there is one.
        guarded: security.length > 0 && security.every((s) => Object.keys(s as object).length > 0),
        acceptsToken: security.some((s) => Object.keys(s as object).length > 0),
        encrypted: op['x-encrypted'] === true,
        requestContentType: contentTypes[0] ?? null,
        defaultedQuery: params
          .filter((p) => p.in === 'query' && p.name && defaultedQuery.has(p.name))
          .map((p) => p.name as string),
      };
    }
  }
  return table;
}

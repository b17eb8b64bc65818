import type { ValidateFunction } from 'ajv';
import { ajvForResponses } from './ajv-instances';
import { contract, operationObject, pointer } from './contract';
import type { OperationMeta } from './operation-meta';
import type { ResponseViolation } from './response-validation';

interface DeclaredHeader {
  name: string;
  required: boolean;
  validate: ValidateFunction | null;
}

interface OpenApiResponse {
  $ref?: string;
  headers?: Record<string, { required?: boolean; schema?: unknown }>;
}

const cache = new Map<string, DeclaredHeader[]>();

function declaredHeaders(meta: OperationMeta, status: number): DeclaredHeader[] {
  const key = `${meta.method} ${meta.path} ${status}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const declared = operationObject(meta).responses[String(status)] as OpenApiResponse | undefined;
  const name = declared?.$ref?.replace('#/components/responses/', '');
  const base = name
    ? ['components', 'responses', name]
    : ['paths', meta.path, meta.method.toLowerCase(), 'responses', String(status)];
  const response = name
    ? (contract as unknown as { components: { responses: Record<string, OpenApiResponse> } })
        .components.responses[name]
    : declared;
  const headers = Object.entries(response?.headers ?? {}).map(([header, spec]) => ({
    name: header,
    required: spec.required === true,
    validate: spec.schema
      ? ajvForResponses().compile({ $ref: pointer(...base, 'headers', header, 'schema') })
      : null,
  }));
  cache.set(key, headers);
  return headers;
}

/**
 * Checks the headers an answer declares (`responses.<status>.headers`): each required one is
 * there, each one sent matches its schema. Empty when they conform; undeclared statuses are
 * `validateResponse`'s to report.
 */
export function validateResponseHeaders(
  meta: OperationMeta,
  status: number,
  headers: { get(name: string): string | null },
): ResponseViolation[] {
  const operation = `${meta.method} ${meta.path}`;
  return declaredHeaders(meta, status).flatMap(({ name, required, validate }) => {
    const value = headers.get(name);
    const path = `header.${name}`;
    if (value === null) {
      return required ? [{ operation, status, path, message: 'required header is missing' }] : [];
    }
    if (!validate || validate(value)) return [];
    return [
      {
        operation,
        status,
        path,
        message: `${validate.errors?.[0]?.message ?? 'is invalid'} (got ${JSON.stringify(value).slice(0, 80)})`,
      },
    ];
  });
}

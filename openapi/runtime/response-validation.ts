import type { ValidateFunction } from 'ajv';
import type { OperationMeta } from './operation-meta';
import { ajvForResponses } from './ajv-instances';
import { contract, operationObject, pointer } from './contract';

export interface ResponseViolation {
  operation: string;
  status: number;
  /** JSON path of the offending value, `$` for the whole body. */
  path: string;
  message: string;
}

const cache = new Map<string, ValidateFunction | 'undeclared' | 'no-json'>();

function validatorFor(
  meta: OperationMeta,
  status: number,
): ValidateFunction | 'undeclared' | 'no-json' {
  const key = `${meta.method} ${meta.path} ${status}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const op = operationObject(meta);
  const declared = op.responses[String(status)];
  let result: ValidateFunction | 'undeclared' | 'no-json';
  if (!declared) {
    result = 'undeclared';
  } else {
    const responseRef = declared.$ref;
    const base = responseRef
      ? ['components', 'responses', responseRef.replace('#/components/responses/', '')]
      : ['paths', meta.path, meta.method.toLowerCase(), 'responses', String(status)];
    const response = responseRef
      ? (contract as unknown as { components: { responses: Record<string, typeof declared> } })
          .components.responses[base[2] ?? '']
      : declared;
    result = response?.content?.['application/json']
      ? ajvForResponses().compile({
          $ref: pointer(...base, 'content', 'application/json', 'schema'),
        })
      : 'no-json';
  }
  cache.set(key, result);
  return result;
}

/** Checks one answer of the mock (or of any server) against the contract. Empty when it conforms. */
export function validateResponse(
  meta: OperationMeta,
  status: number,
  body: unknown,
): ResponseViolation[] {
  const operation = `${meta.method} ${meta.path}`;
  const validate = validatorFor(meta, status);
  if (validate === 'undeclared') {
    return [
      { operation, status, path: '$', message: `status ${status} is not declared by the contract` },
    ];
  }
  if (validate === 'no-json') return [];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => ({
    operation,
    status,
    path: `$${error.instancePath.replaceAll('/', '.')}`,
    message: `${error.message ?? 'is invalid'}${
      error.keyword === 'required'
        ? ''
        : ` (got ${JSON.stringify(valueAt(body, error.instancePath))?.slice(0, 80)})`
    }`,
  }));
}

function valueAt(body: unknown, instancePath: string): unknown {
  let node: unknown = body;
  for (const part of instancePath.split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

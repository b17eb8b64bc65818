import type { ValidateFunction } from 'ajv';
import { ajvForParams } from './ajv-instances.ts';
import { validateRequest, type ValidationFailure } from './request-validation.ts';
import type { KitOperation } from './contract-view.ts';

export type QueryValue = string | number | boolean | (string | number | boolean)[];

/**
 * One request of an operation before it goes on the wire: path and query values, and the body as
 * the contract shows it (plain JSON even for `x-encrypted` operations: the codec wraps it later),
 * or raw text (malformed JSON), or nothing.
 */
export interface KitRequest {
  path: Record<string, string | number>;
  query: Record<string, QueryValue>;
  body?: { kind: 'value'; value: unknown } | { kind: 'raw'; text: string };
}

export const emptyRequest = (): KitRequest => ({ path: {}, query: {} });

export function cloneRequest(request: KitRequest): KitRequest {
  return structuredClone(request);
}

export function queryString(query: KitRequest['query']): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}

/** Form bodies travel as text: every field a string, nested values as JSON. */
export function formFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue;
    fields[name] = typeof field === 'string' ? field : JSON.stringify(field);
  }
  return fields;
}

/** The query as a server parses it: one string, or a list when the name repeats. */
function serverQuery(params: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
}

/** The body as the server sees it after decoding: JSON round-tripped, or form fields. */
function serverBody(op: KitOperation, request: KitRequest): unknown {
  if (!request.body || request.body.kind !== 'value') return undefined;
  if (op.body?.contentType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(formFields(request.body.value)));
  }
  const text = JSON.stringify(request.body.value);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** Local `$ref`s of a schema compiled on its own point into the contract document. */
function anchored(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"contract#/'),
  ) as unknown;
}

const pathValidators = new Map<string, ValidateFunction>();

/** Path parameters declared on the path item are not covered by `validateRequest`: checked here. */
function pathFailure(op: KitOperation, request: KitRequest): ValidationFailure | null {
  for (const p of op.parameters.filter((param) => param.in === 'path')) {
    const value = request.path[p.name];
    const field = `path.${p.name}`;
    if (value === undefined || String(value) === '')
      return { field, message: `${field} is required` };
    const key = `${op.operationId} ${p.name}`;
    let validate = pathValidators.get(key);
    if (!validate) {
      // Wrapped in an object: ajv coerces ("12" -> 12) only values that have a parent.
      validate = ajvForParams().compile({
        type: 'object',
        properties: { [p.name]: anchored(p.schema) },
      });
      pathValidators.set(key, validate);
    }
    if (!validate({ [p.name]: String(value) })) {
      return { field, message: `${field} ${validate.errors?.[0]?.message ?? 'is invalid'}` };
    }
  }
  return null;
}

/**
 * Why the contract refuses this request, or null when it accepts it: the mock's own request
 * validation (`validateRequest`), on what the server would receive.
 */
export function contractFailure(op: KitOperation, request: KitRequest): ValidationFailure | null {
  if (request.body?.kind === 'raw') return { field: 'body', message: 'the body is not JSON' };
  const pathProblem = pathFailure(op, request);
  if (pathProblem) return pathProblem;
  const path = Object.fromEntries(Object.entries(request.path).map(([k, v]) => [k, String(v)]));
  return validateRequest(op.meta, {
    path,
    query: serverQuery(queryString(request.query)),
    body: serverBody(op, request),
    contentType: op.body?.contentType ?? null,
  });
}

/** A key that identifies a request, for dropping duplicates. */
export function requestKey(request: KitRequest): string {
  return JSON.stringify([request.path, request.query, request.body ?? null]);
}

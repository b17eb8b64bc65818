import type { ValidateFunction } from 'ajv';
import type { OperationMeta } from './operation-meta';
import { ajvForBodies, ajvForParams, fieldOf } from './ajv-instances';
import { operationObject, operationParameters, pointer, type OpenApiParameter } from './contract';

export interface RequestParts {
  query: Record<string, unknown>;
  path: Record<string, string>;
  /** The decoded body: JSON value, form fields, or undefined when there is none. */
  body: unknown;
  contentType: string | null;
}

export interface ValidationFailure {
  field: string;
  message: string;
}

interface CompiledOperation {
  query: ValidateFunction;
  path: ValidateFunction;
  body: ValidateFunction | null;
  bodyRequired: boolean;
  bodyType: string | null;
}

/** Parameter schemas are compiled outside the contract document: point their local refs into it. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `contract${value}`
        : anchored(value),
    ]),
  );
}

function objectSchema(params: OpenApiParameter[], where: OpenApiParameter['in']) {
  const selected = params.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [p.name, anchored(p.schema ?? {})])),
    required: selected.filter((p) => p.required).map((p) => p.name),
  };
}

function compile(meta: OperationMeta): CompiledOperation {
  const op = operationObject(meta);
  const params = operationParameters(meta);
  const [bodyType] = Object.keys(op.requestBody?.content ?? {});
  const bodyAjv = bodyType === 'application/json' ? ajvForBodies() : ajvForParams();
  return {
    query: ajvForParams().compile(objectSchema(params, 'query')),
    path: ajvForParams().compile(objectSchema(params, 'path')),
    body: bodyType
      ? bodyAjv.compile({
          $ref: pointer(
            'paths',
            meta.path,
            meta.method.toLowerCase(),
            'requestBody',
            'content',
            bodyType,
            'schema',
          ),
        })
      : null,
    bodyRequired: op.requestBody?.required === true,
    bodyType: bodyType ?? null,
  };
}

const compiled = new Map<string, CompiledOperation>();

function compiledFor(meta: OperationMeta): CompiledOperation {
  const key = `${meta.method} ${meta.path}`;
  let entry = compiled.get(key);
  if (!entry) {
    entry = compile(meta);
    compiled.set(key, entry);
  }
  return entry;
}

/** Compiles every operation's validators up front (the server does this at start). */
export function precompileValidators(metas: readonly OperationMeta[]): void {
  for (const meta of metas) compiledFor(meta);
}

function firstFailure(location: string, validate: ValidateFunction): ValidationFailure {
  const error = validate.errors?.[0];
  if (!error) return { field: location, message: `${location} is invalid` };
  const field = fieldOf(location, error);
  return { field, message: `${field} ${error.message ?? 'is invalid'}` };
}

/**
 * Validates (and, for query and path, coerces and defaults in place) a request against its
 * operation in the contract. Returns the first failure, or null when the request is valid.
 */
export function validateRequest(
  meta: OperationMeta,
  parts: RequestParts,
): ValidationFailure | null {
  const ops = compiledFor(meta);
  if (!ops.path(parts.path)) return firstFailure('path', ops.path);
  if (!ops.query(parts.query)) return firstFailure('query', ops.query);
  if (!ops.body) return null;
  if (parts.body === undefined) {
    return ops.bodyRequired ? { field: 'body', message: 'a request body is required' } : null;
  }
  if (!ops.body(parts.body)) return firstFailure('body', ops.body);
  return null;
}

export function expectedBodyType(meta: OperationMeta): string | null {
  return compiledFor(meta).bodyType;
}

/** The query as `validateRequest` takes it: a repeated key becomes an array of its values. */
export function queryObject(params: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
}

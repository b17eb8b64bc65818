import { contractNode, type JsonSchema } from './contract-view.ts';

/**
 * Schemas as the generators need them: `$ref`s followed and `allOf`s merged into one schema, so
 * that an object's properties and required names are in one place. `oneOf`/`anyOf` stay (each
 * branch is generated on its own). The merge is an approximation of the intersection; generated
 * values are checked against the real schema afterwards, so an approximation costs samples, never
 * correctness.
 */

const maxDepth = 12;

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asSchema(value: unknown): JsonSchema {
  return isObject(value) ? value : {};
}

const lowerBounds = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'];
const upperBounds = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'];

function intersectTypes(a: unknown, b: unknown): unknown {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const left = Array.isArray(a) ? a : [a];
  const right = new Set(Array.isArray(b) ? b : [b]);
  const both = left.filter((t) => right.has(t) || (t === 'number' && right.has('integer')));
  const widened = both.map((t) => (t === 'number' && right.has('integer') ? 'integer' : t));
  return widened.length === 1 ? widened[0] : widened;
}

/** The intersection of two already flattened schemas (approximate, see above). */
export function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = merged[key];
    if (current === undefined) {
      merged[key] = value;
    } else if (key === 'properties' && isObject(current) && isObject(value)) {
      const properties: JsonSchema = { ...current };
      for (const [name, schema] of Object.entries(value)) {
        properties[name] =
          properties[name] === undefined
            ? schema
            : mergeSchemas(flattenSchema(properties[name]), flattenSchema(schema));
      }
      merged.properties = properties;
    } else if (key === 'required' && Array.isArray(current) && Array.isArray(value)) {
      merged.required = [...new Set([...current, ...value])];
    } else if (key === 'dependentRequired' && isObject(current) && isObject(value)) {
      merged.dependentRequired = { ...current, ...value };
    } else if (key === 'type') {
      merged.type = intersectTypes(current, value);
    } else if (key === 'enum' && Array.isArray(current) && Array.isArray(value)) {
      merged.enum = current.filter((item) => value.some((v) => v === item));
    } else if (lowerBounds.includes(key) && typeof current === 'number') {
      merged[key] = Math.max(current, Number(value));
    } else if (upperBounds.includes(key) && typeof current === 'number') {
      merged[key] = Math.min(current, Number(value));
    } else if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(current)) {
      // Two alternatives lists: keep the first, the checked result decides.
      merged[key] = current;
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

/** Follows `$ref`s and merges `allOf`s (recursively) into one schema. */
export function flattenSchema(input: unknown, depth = 0): JsonSchema {
  if (depth > maxDepth) return {};
  let schema = asSchema(input);
  if (typeof schema.$ref === 'string') {
    const { $ref, ...siblings } = schema;
    const target = flattenSchema(contractNode($ref as string), depth + 1);
    schema = Object.keys(siblings).length > 0 ? mergeSchemas(target, siblings) : target;
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    let merged = flattenSchema(rest, depth + 1);
    for (const part of allOf as unknown[])
      merged = mergeSchemas(merged, flattenSchema(part, depth + 1));
    schema = merged;
  }
  return schema;
}

/** The alternatives of a schema with `oneOf`/`anyOf`, each merged with the shared keywords. */
export function alternativesOf(schema: JsonSchema): JsonSchema[] | null {
  const list = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : null;
  if (!list) return null;
  const { oneOf: _oneOf, anyOf: _anyOf, ...shared } = schema;
  return (list as unknown[]).map((branch) => mergeSchemas(shared, flattenSchema(branch)));
}

/** The declared JSON types of a schema (`["string", "null"]` style included); empty when open. */
export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type))
    return schema.type.filter((t): t is string => typeof t === 'string');
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

/** The properties of an object schema, flattened, alternatives' properties included. */
export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const own = asSchema(schema.properties);
  const result: Record<string, JsonSchema> = {};
  for (const branch of alternativesOf(schema) ?? []) {
    for (const [name, property] of Object.entries(asSchema(branch.properties))) {
      result[name] ??= flattenSchema(property);
    }
  }
  for (const [name, property] of Object.entries(own)) result[name] = flattenSchema(property);
  return result;
}

export function requiredOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string')
    : [];
}

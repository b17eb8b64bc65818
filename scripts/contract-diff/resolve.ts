/** Reading a bundled contract: local `$ref`s, and `allOf` merged into one schema. */

export type Json = null | boolean | number | string | Json[] | JsonObject;
// An interface: a recursive `Record<string, Json>` alias would refer to itself.
export interface JsonObject {
  [key: string]: Json;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `$ref` of a node, when it is a local reference (`#/components/...`). */
export function refOf(node: unknown): string | null {
  return isObject(node) && typeof node.$ref === 'string' ? node.$ref : null;
}

/** `#/components/schemas/LoginResult` -> `schemas/LoginResult` (how the changes name components). */
export function componentName(ref: string): string | null {
  const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
  return match ? `${match[1]}/${decodePointer(match[2] ?? '')}` : null;
}

function decodePointer(token: string): string {
  return decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Follows `$ref`s (a chain of them too) inside the document; throws on a reference it cannot follow. */
export function resolve(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 32; hops += 1) {
    const ref = refOf(current);
    if (ref === null) return current;
    if (!ref.startsWith('#/'))
      throw new Error(`${ref}: only references inside the bundled contract can be followed`);
    let target: Json | undefined = doc;
    for (const token of ref.slice(2).split('/').map(decodePointer)) {
      target = isObject(target)
        ? target[token]
        : Array.isArray(target)
          ? target[Number(token)]
          : undefined;
    }
    if (target === undefined) throw new Error(`${ref} points at nothing`);
    // Siblings of $ref (3.1 allows a description next to it) override the target's.
    const { $ref: _ref, ...siblings } = current as JsonObject;
    void _ref;
    current =
      isObject(target) && Object.keys(siblings).length > 0 ? { ...target, ...siblings } : target;
  }
  throw new Error(`${refOf(node) ?? ''}: a cycle of references`);
}

/**
 * A schema with its `allOf` merged in: properties side by side (a property named twice becomes an
 * `allOf` of both, merged when it is compared), `required` united, the first `type` and other
 * keywords kept. Enough for the envelopes of this contract (`allOf: [SuccessEnvelope, {value}]`).
 */
export function mergedSchema(doc: JsonObject, node: Json | undefined, depth = 0): Json | undefined {
  const schema = resolve(doc, node);
  if (!isObject(schema) || !Array.isArray(schema.allOf) || depth > 16) return schema;
  const { allOf, ...own } = schema;
  const parts = [own, ...allOf.map((part) => mergedSchema(doc, part, depth + 1))];
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required = new Set<string>();
  for (const part of parts) {
    if (!isObject(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) {
        for (const [name, property] of Object.entries(value)) {
          const before = properties[name];
          properties[name] = before === undefined ? property : { allOf: [before, property] };
        }
      } else if (key === 'required' && Array.isArray(value)) {
        for (const name of value) if (typeof name === 'string') required.add(name);
      } else if (!(key in merged)) {
        merged[key] = value;
      }
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const aa = a as Record<string, unknown>;
  const bb = b as Record<string, unknown>;
  const keys = Object.keys(aa);
  return (
    keys.length === Object.keys(bb).length &&
    keys.every((key) => key in bb && deepEqual(aa[key], bb[key]))
  );
}

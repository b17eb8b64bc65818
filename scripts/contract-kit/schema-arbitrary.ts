import fc from 'fast-check';
import type { JsonSchema } from '../../openapi/runtime/contract-view.ts';
import {
  alternativesOf,
  asSchema,
  flattenSchema,
  requiredOf,
  typesOf,
} from '../../openapi/runtime/schema-resolver.ts';

/**
 * fast-check arbitraries built from the contract's request schemas. They aim at values the schema
 * accepts (types, enums, bounds, patterns, formats, required properties), leaning towards the
 * boundaries where servers break (the longest allowed string, the smallest and largest number).
 * Keywords they cannot honour exactly (cross-field rules, `dependentRequired`, lengths of
 * pattern strings) are left to the caller, which keeps only the values the contract validates.
 */

const maxDepth = 8;
/** Strings are kept short (plus one sample at the declared maximum, when that is not huge). */
const typicalExtraLength = 24;
const boundaryLengthLimit = 2000;
const earliest = new Date('2020-01-01T00:00:00Z');
const latest = new Date('2030-12-31T23:59:59Z');

function numberOf(schema: JsonSchema, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function textArbitrary(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

// fc.webUrl() takes over a second to build; these cover what a server must accept just as well.
const urlPath = fc
  .array(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { maxLength: 3 })
  .map((segments) => `/${segments.join('/')}`);
const webUrl = fc
  .tuple(
    fc.constantFrom('https', 'http'),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,14}\.(test|example)$/),
    urlPath,
  )
  .map(([scheme, host, path]) => `${scheme}://${host}${path}`);

function formattedString(format: string): fc.Arbitrary<string> | null {
  switch (format) {
    case 'date':
      return fc
        .date({ min: earliest, max: latest, noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: earliest, max: latest, noInvalidDate: true })
        .map((d) => d.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return webUrl;
    case 'uri-reference':
      return fc.oneof(webUrl, urlPath);
    default:
      return null;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = numberOf(schema, 'minLength') ?? 0;
  const max = numberOf(schema, 'maxLength');
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u'));
  const formatted = typeof schema.format === 'string' ? formattedString(schema.format) : null;
  if (formatted) return formatted;
  const typical = textArbitrary(min, Math.min(max ?? Infinity, min + typicalExtraLength));
  if (max === undefined || max > boundaryLengthLimit || max <= min + typicalExtraLength) {
    return typical;
  }
  const longest = fc.string({ minLength: max, maxLength: max, unit: 'grapheme-ascii' });
  return fc.oneof({ weight: 4, arbitrary: typical }, { weight: 1, arbitrary: longest });
}

function bounds(schema: JsonSchema, step: number): { min: number; max: number } {
  const exclusiveMin = numberOf(schema, 'exclusiveMinimum');
  const exclusiveMax = numberOf(schema, 'exclusiveMaximum');
  const lower =
    numberOf(schema, 'minimum') ?? (exclusiveMin === undefined ? undefined : exclusiveMin + step);
  const upper =
    numberOf(schema, 'maximum') ?? (exclusiveMax === undefined ? undefined : exclusiveMax - step);
  const min = lower ?? (upper === undefined ? -1000 : upper - 1_000_000);
  const max = upper ?? Math.max(min, 0) + 1_000_000;
  return { min, max: Math.max(min, max) };
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1);
  return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
}

/** Numbers as money and rates look: integers, or values with two decimals. */
function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 0.01);
  const cents = fc
    .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
    .map((n) => n / 100);
  if (Math.ceil(min) > Math.floor(max)) return cents;
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), cents);
}

function arrayArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  const items = arbitraryFor(schema.items, depth + 1);
  const minLength = numberOf(schema, 'minItems') ?? 0;
  const maxLength = Math.min(numberOf(schema, 'maxItems') ?? minLength + 3, minLength + 3);
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(items, { minLength, maxLength });
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(asSchema(schema.properties))) {
    model[name] = arbitraryFor(property, depth + 1);
  }
  const required = requiredOf(schema);
  for (const name of required) model[name] ??= fc.string({ minLength: 1, maxLength: 12 });
  return fc.record(model, { requiredKeys: required });
}

function arbitraryForType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, depth);
    case 'object':
      return objectArbitrary(schema, depth);
    default:
      return fc.constant(null);
  }
}

/** An arbitrary of values meant to satisfy `input` (a schema of the bundled contract). */
export function arbitraryFor(input: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > maxDepth) return fc.constant(null);
  const schema = flattenSchema(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) {
    return schema.enum.length > 0
      ? fc.constantFrom(...(schema.enum as unknown[]))
      : fc.constant(null);
  }
  const alternatives = alternativesOf(schema);
  if (alternatives)
    return fc.oneof(...alternatives.map((branch) => arbitraryFor(branch, depth + 1)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean());
  const [only] = types;
  if (types.length === 1 && only) return arbitraryForType(only, schema, depth);
  // Nullable and multi-type schemas: null now and then, the other types evenly.
  return fc.oneof(
    ...types.map((type) => ({
      weight: type === 'null' ? 1 : 3,
      arbitrary: arbitraryForType(type, schema, depth),
    })),
  );
}

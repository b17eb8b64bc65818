/**
 * Compares two versions of one schema, in the direction the data flows:
 * - request (the client sends, the server validates): narrowing what is accepted breaks clients;
 * - response (the server sends, the client reads): widening what may come back breaks clients.
 * Every keyword is either judged by a rule below or, when unknown, reported as a warning.
 */
import { deeper, intoComponent, quote, type Level, type Report, type Site } from './change.ts';
import {
  componentName,
  deepEqual,
  isObject,
  mergedSchema,
  refOf,
  type Json,
  type JsonObject,
} from './resolve.ts';

export type Direction = 'request' | 'response';

export interface SchemaDiffContext {
  base: JsonObject;
  revision: JsonObject;
  direction: Direction;
  report: Report;
  /** Pairs of references being compared further up (recursive schemas stop there). */
  open?: Set<string>;
}

/** Keywords that only document: a change to them is non-breaking. */
export const documentationKeys = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  '$comment',
  'externalDocs',
  'x-path-note',
]);

const upperBounds = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const lowerBounds = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];

const handledKeys = new Set([
  ...documentationKeys,
  ...upperBounds,
  ...lowerBounds,
  'type',
  'nullable',
  'enum',
  'const',
  'pattern',
  'format',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'oneOf',
  'anyOf',
  'uniqueItems',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'multipleOf',
]);

/** Level of a change that narrows what is allowed, and of one that widens it, per direction. */
function graded(ctx: SchemaDiffContext, narrows: boolean): Level {
  if (ctx.direction === 'request') return narrows ? 'breaking' : 'non-breaking';
  return narrows ? 'non-breaking' : 'breaking';
}

/** Like `graded`, but a widened response is only a warning (clients usually cope). */
function gradedSoft(ctx: SchemaDiffContext, narrows: boolean): Level {
  const level = graded(ctx, narrows);
  return ctx.direction === 'response' && level === 'breaking' ? 'warning' : level;
}

function typesOf(schema: JsonObject): Set<string> | null {
  const raw = schema.type;
  const types = new Set<string>(
    typeof raw === 'string'
      ? [raw]
      : Array.isArray(raw)
        ? raw.filter((t) => typeof t === 'string')
        : [],
  );
  if (schema.nullable === true) types.add('null');
  if (types.size === 0) return null;
  return types;
}

/** Does `types` accept every value of type `type`? (integer values are numbers too) */
function covers(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'));
}

function allowedValues(schema: JsonObject): Json[] | null {
  if ('const' in schema) return [schema.const ?? null];
  return Array.isArray(schema.enum) ? schema.enum : null;
}

function compareTypes(ctx: SchemaDiffContext, site: Site, base: JsonObject, rev: JsonObject): void {
  const before = typesOf(base);
  const after = typesOf(rev);
  if (before === null && after === null) return;
  if (before === null || after === null) {
    const narrows = before === null;
    ctx.report(
      site,
      graded(ctx, narrows),
      `${ctx.direction}-type-${narrows ? 'added' : 'removed'}`,
      narrows
        ? `type restricted to ${[...(after ?? [])].join(' | ')}`
        : `type restriction ${[...(before ?? [])].join(' | ')} removed (any value)`,
    );
    return;
  }
  const hadNull = before.has('null');
  const hasNull = after.has('null');
  if (hadNull !== hasNull) {
    ctx.report(
      site,
      graded(ctx, hadNull),
      `${ctx.direction}-${hasNull ? 'became-nullable' : 'became-not-nullable'}`,
      hasNull ? 'now nullable' : 'no longer nullable',
    );
  }
  before.delete('null');
  after.delete('null');
  if (deepEqual([...before].sort(), [...after].sort())) return;
  const lost = [...before].filter((t) => !covers(after, t));
  const gained = [...after].filter((t) => !covers(before, t));
  const text = `type ${[...before].join(' | ') || 'null'} -> ${[...after].join(' | ') || 'null'}`;
  if (lost.length > 0 && gained.length > 0) {
    ctx.report(site, 'breaking', `${ctx.direction}-type-changed`, text);
  } else if (lost.length > 0 || gained.length > 0) {
    const narrows = lost.length > 0;
    ctx.report(
      site,
      graded(ctx, narrows),
      `${ctx.direction}-type-${narrows ? 'narrowed' : 'widened'}`,
      text,
    );
  } else {
    // integer <-> number: the set of values grew or shrank
    const narrows =
      [...after].some((t) => t === 'integer') && [...before].some((t) => t === 'number');
    ctx.report(
      site,
      graded(ctx, narrows),
      `${ctx.direction}-type-${narrows ? 'narrowed' : 'widened'}`,
      text,
    );
  }
}

function compareEnums(ctx: SchemaDiffContext, site: Site, base: JsonObject, rev: JsonObject): void {
  const before = allowedValues(base);
  const after = allowedValues(rev);
  if (before === null && after === null) return;
  if (before === null || after === null) {
    const narrows = before === null;
    ctx.report(
      site,
      gradedSoft(ctx, narrows),
      `${ctx.direction}-enum-${narrows ? 'restriction-added' : 'restriction-removed'}`,
      narrows
        ? `values restricted to ${(after ?? []).map(quote).join(', ')}`
        : `restriction to ${(before ?? []).map(quote).join(', ')} removed`,
    );
    return;
  }
  const key = (v: Json) => JSON.stringify(v);
  const afterKeys = new Set(after.map(key));
  const beforeKeys = new Set(before.map(key));
  const removed = before.filter((v) => !afterKeys.has(key(v)));
  const added = after.filter((v) => !beforeKeys.has(key(v)));
  if (removed.length > 0)
    ctx.report(
      site,
      gradedSoft(ctx, true),
      `${ctx.direction}-enum-value-removed`,
      `value${removed.length > 1 ? 's' : ''} ${removed.map(quote).join(', ')} removed`,
    );
  if (added.length > 0)
    ctx.report(
      site,
      gradedSoft(ctx, false),
      `${ctx.direction}-enum-value-added`,
      `value${added.length > 1 ? 's' : ''} ${added.map(quote).join(', ')} added`,
    );
}

function compareBounds(
  ctx: SchemaDiffContext,
  site: Site,
  base: JsonObject,
  rev: JsonObject,
): void {
  for (const [keys, upper] of [
    [upperBounds, true],
    [lowerBounds, false],
  ] as const) {
    for (const key of keys) {
      const before = base[key];
      const after = rev[key];
      if (deepEqual(before, after)) continue;
      if (
        (before !== undefined && typeof before !== 'number') ||
        (after !== undefined && typeof after !== 'number')
      ) {
        // OpenAPI 3.0's boolean exclusiveMaximum: can't be ordered, only noticed.
        ctx.report(
          site,
          'warning',
          `${ctx.direction}-${key}-changed`,
          `${key} ${quote(before)} -> ${quote(after)}`,
        );
        continue;
      }
      const tighter =
        after !== undefined && (before === undefined || (upper ? after < before : after > before));
      const what =
        before === undefined
          ? `${key} ${quote(after)} added`
          : after === undefined
            ? `${key} ${quote(before)} removed`
            : `${key} ${quote(before)} -> ${quote(after)}`;
      ctx.report(
        site,
        gradedSoft(ctx, tighter),
        `${ctx.direction}-${key}-${tighter ? 'tightened' : 'loosened'}`,
        what,
      );
    }
  }
}

/** pattern, format, multipleOf, uniqueItems: added narrows, removed widens, changed is unknowable. */
function compareRestriction(
  ctx: SchemaDiffContext,
  site: Site,
  key: string,
  before: Json | undefined,
  after: Json | undefined,
): void {
  if (deepEqual(before, after)) return;
  const off = (v: Json | undefined) => v === undefined || v === false;
  if (off(before) || off(after)) {
    const narrows = off(before);
    const level =
      key === 'format'
        ? narrows === (ctx.direction === 'request')
          ? 'warning'
          : 'non-breaking'
        : gradedSoft(ctx, narrows);
    ctx.report(
      site,
      level,
      `${ctx.direction}-${key}-${narrows ? 'added' : 'removed'}`,
      narrows ? `${key} ${quote(after)} added` : `${key} ${quote(before)} removed`,
    );
    return;
  }
  ctx.report(
    site,
    'warning',
    `${ctx.direction}-${key}-changed`,
    `${key} ${quote(before)} -> ${quote(after)}`,
  );
}

function requiredOf(schema: JsonObject): Set<string> {
  return new Set(
    Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [],
  );
}

function compareProperties(
  ctx: SchemaDiffContext,
  site: Site,
  base: JsonObject,
  rev: JsonObject,
): void {
  const before = isObject(base.properties) ? base.properties : {};
  const after = isObject(rev.properties) ? rev.properties : {};
  const requiredBefore = requiredOf(base);
  const requiredAfter = requiredOf(rev);
  const request = ctx.direction === 'request';
  const readOnly = (node: Json | undefined) => {
    const schema = mergedSchema(ctx.revision, node);
    return isObject(schema) && schema.readOnly === true;
  };
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const here = deeper(site, name);
    const wasRequired = requiredBefore.has(name);
    const isRequired = requiredAfter.has(name);
    if (!(name in after)) {
      if (request)
        ctx.report(
          here,
          'warning',
          'request-property-removed',
          `property removed (the server now ignores it)`,
        );
      else
        ctx.report(
          here,
          wasRequired ? 'breaking' : 'warning',
          wasRequired ? 'response-required-property-removed' : 'response-optional-property-removed',
          `${wasRequired ? 'required' : 'optional'} property removed`,
        );
      continue;
    }
    if (!(name in before)) {
      if (request && isRequired && !readOnly(after[name]))
        ctx.report(here, 'breaking', 'request-required-property-added', 'new required property');
      else
        ctx.report(
          here,
          'non-breaking',
          `${ctx.direction}-${isRequired ? 'required' : 'optional'}-property-added`,
          `new ${isRequired ? 'required' : 'optional'} property`,
        );
      continue;
    }
    if (wasRequired !== isRequired) {
      const level = request
        ? isRequired
          ? 'breaking'
          : 'non-breaking'
        : isRequired
          ? 'non-breaking'
          : 'breaking';
      ctx.report(
        here,
        level,
        `${ctx.direction}-property-became-${isRequired ? 'required' : 'optional'}`,
        isRequired ? 'became required' : 'became optional',
      );
    }
    diffSchema(ctx, here, before[name], after[name]);
  }
}

function compareAdditional(
  ctx: SchemaDiffContext,
  site: Site,
  before: Json | undefined,
  after: Json | undefined,
): void {
  if (deepEqual(before, after)) return;
  const closed = (v: Json | undefined) => v === false;
  if (isObject(before) && isObject(after)) {
    diffSchema(ctx, deeper(site, '*'), before, after);
    return;
  }
  const narrows = !closed(before) && (closed(after) || (isObject(after) && !isObject(before)));
  ctx.report(
    site,
    gradedSoft(ctx, narrows),
    `${ctx.direction}-additional-properties-${narrows ? 'narrowed' : 'widened'}`,
    `additionalProperties ${quote(before ?? true)} -> ${quote(after ?? true)}`,
  );
}

function compareVariants(
  ctx: SchemaDiffContext,
  site: Site,
  key: 'oneOf' | 'anyOf',
  before: Json | undefined,
  after: Json | undefined,
): void {
  const a = Array.isArray(before) ? before : [];
  const b = Array.isArray(after) ? after : [];
  if (a.length === 0 && b.length === 0) return;
  const label = (v: Json, i: number) => {
    const ref = refOf(v);
    return ref ? (componentName(ref) ?? ref) : `#${i + 1}`;
  };
  const matchedB = new Set<number>();
  a.forEach((variant, i) => {
    const name = label(variant, i);
    let j = b.findIndex((other, k) => !matchedB.has(k) && label(other, k) === name);
    if (j < 0 && !refOf(variant))
      j = b.findIndex((other, k) => !matchedB.has(k) && !refOf(other) && k === i);
    if (j < 0) {
      ctx.report(
        site,
        gradedSoft(ctx, true),
        `${ctx.direction}-${key}-variant-removed`,
        `${key} variant ${name} removed`,
      );
      return;
    }
    matchedB.add(j);
    diffSchema(ctx, deeper(site, `(${key} ${name})`, ' '), variant, b[j]);
  });
  b.forEach((variant, k) => {
    if (!matchedB.has(k))
      ctx.report(
        site,
        gradedSoft(ctx, false),
        `${ctx.direction}-${key}-variant-added`,
        `${key} variant ${label(variant, k)} added`,
      );
  });
}

/** Compares one schema in two versions; `base`/`revision` may be `$ref`s into their documents. */
export function diffSchema(
  ctx: SchemaDiffContext,
  site: Site,
  baseNode: Json | undefined,
  revNode: Json | undefined,
): void {
  const baseRef = refOf(baseNode);
  const revRef = refOf(revNode);
  let here = site;
  if (baseRef !== null && baseRef === revRef) {
    const pair = `${baseRef}|${revRef}`;
    const open = ctx.open ?? new Set<string>();
    if (open.has(pair)) return;
    const name = componentName(baseRef);
    if (name) here = intoComponent(site, name);
    const inner: SchemaDiffContext = { ...ctx, open: new Set([...open, pair]) };
    diffResolved(inner, here, baseNode, revNode);
    return;
  }
  diffResolved(ctx, here, baseNode, revNode);
}

function diffResolved(
  ctx: SchemaDiffContext,
  site: Site,
  baseNode: Json | undefined,
  revNode: Json | undefined,
): void {
  const base = mergedSchema(ctx.base, baseNode);
  const rev = mergedSchema(ctx.revision, revNode);
  if (deepEqual(base, rev)) return;
  if (!isObject(base) || !isObject(rev)) {
    // `true`/`false` schemas, or a schema that appeared or vanished
    ctx.report(
      site,
      'warning',
      `${ctx.direction}-schema-changed`,
      `schema ${quote(base)} -> ${quote(rev)}`,
    );
    return;
  }
  compareTypes(ctx, site, base, rev);
  compareEnums(ctx, site, base, rev);
  compareBounds(ctx, site, base, rev);
  for (const key of ['pattern', 'format', 'multipleOf', 'uniqueItems'])
    compareRestriction(ctx, site, key, base[key], rev[key]);
  compareProperties(ctx, site, base, rev);
  compareAdditional(ctx, site, base.additionalProperties, rev.additionalProperties);
  if (base.items !== undefined || rev.items !== undefined) {
    if (base.items === undefined || rev.items === undefined)
      ctx.report(
        site,
        'warning',
        `${ctx.direction}-items-changed`,
        `items ${base.items === undefined ? 'added' : 'removed'}`,
      );
    else diffSchema(ctx, deeper(site, '[]', ''), base.items, rev.items);
  }
  if (!deepEqual(base.prefixItems, rev.prefixItems)) {
    const a = Array.isArray(base.prefixItems) ? base.prefixItems : [];
    const b = Array.isArray(rev.prefixItems) ? rev.prefixItems : [];
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      if (a[i] === undefined || b[i] === undefined)
        ctx.report(
          site,
          'warning',
          `${ctx.direction}-prefix-items-changed`,
          `prefixItems[${i}] ${a[i] === undefined ? 'added' : 'removed'}`,
        );
      else diffSchema(ctx, deeper(site, `[${i}]`, ''), a[i], b[i]);
    }
  }
  compareVariants(ctx, site, 'oneOf', base.oneOf, rev.oneOf);
  compareVariants(ctx, site, 'anyOf', base.anyOf, rev.anyOf);
  compareMarkers(ctx, site, base, rev);
  for (const key of new Set([...Object.keys(base), ...Object.keys(rev)])) {
    if (handledKeys.has(key) || deepEqual(base[key], rev[key])) continue;
    if (key.startsWith('x-'))
      ctx.report(
        site,
        'non-breaking',
        'extension-changed',
        `${key} ${quote(base[key])} -> ${quote(rev[key])}`,
      );
    else
      ctx.report(
        site,
        'warning',
        `${ctx.direction}-keyword-changed`,
        `${key} changed (not judged: review it)`,
      );
  }
}

/** default, deprecated, readOnly/writeOnly and the documentation keywords. */
function compareMarkers(
  ctx: SchemaDiffContext,
  site: Site,
  base: JsonObject,
  rev: JsonObject,
): void {
  if (!deepEqual(base.default, rev.default))
    ctx.report(
      site,
      ctx.direction === 'request' ? 'warning' : 'non-breaking',
      `${ctx.direction}-default-changed`,
      `default ${quote(base.default)} -> ${quote(rev.default)}`,
    );
  if (base.deprecated !== rev.deprecated)
    ctx.report(
      site,
      'non-breaking',
      'deprecation-changed',
      rev.deprecated === true ? 'deprecated' : 'no longer deprecated',
    );
  for (const key of ['readOnly', 'writeOnly'])
    if (base[key] !== rev[key])
      ctx.report(
        site,
        'warning',
        `${ctx.direction}-${key}-changed`,
        `${key} ${quote(base[key] ?? false)} -> ${quote(rev[key] ?? false)}`,
      );
  const docs = [...documentationKeys].filter((key) => !deepEqual(base[key], rev[key]));
  if (docs.length > 0)
    ctx.report(site, 'non-breaking', 'documentation-changed', `${docs.join(', ')} changed`);
}

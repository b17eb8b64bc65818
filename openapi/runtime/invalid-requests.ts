import type { JsonSchema, KitOperation } from './contract-view.ts';
import { cloneRequest, contractFailure, type KitRequest, type QueryValue } from './kit-request.ts';
import { flattenSchema, propertiesOf, requiredOf, typesOf } from './schema-resolver.ts';
import { seededRandom } from './seeded-random';

export type InvalidKind =
  | 'malformed-json'
  | 'undecodable-payload'
  | 'missing-required'
  | 'wrong-type'
  | 'out-of-range'
  | 'oversized-string';

/** A request the contract refuses, and why (the contract's own validation says so). */
export interface InvalidRequest {
  kind: InvalidKind;
  label: string;
  request: KitRequest;
}

/** Strings longer than this are not sent just to break a maxLength. */
const oversizeLimit = 100_000;
const maxBodyDepth = 3;

interface Slot {
  location: 'query' | 'path' | 'body';
  /** Property names from the body root, or the parameter name. */
  keys: string[];
  schema: JsonSchema;
  present: boolean;
  required: boolean;
}

const slotName = (slot: Slot) => `${slot.location}.${slot.keys.join('.')}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every property named by some `required`, branches of `oneOf`/`anyOf` included. */
function requiredNames(schema: JsonSchema): Set<string> {
  const names = new Set(requiredOf(schema));
  for (const key of ['oneOf', 'anyOf']) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches)
      for (const name of requiredOf(flattenSchema(branch))) names.add(name);
  }
  return names;
}

function bodySlots(schema: JsonSchema, value: unknown, keys: string[], top: boolean): Slot[] {
  if (!isRecord(value) || keys.length >= maxBodyDepth) return [];
  const required = requiredNames(schema);
  const slots: Slot[] = [];
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const present = name in value;
    // Nested objects offer only what the base request carries; the top level offers everything.
    if (!present && !top) continue;
    const slot: Slot = {
      location: 'body',
      keys: [...keys, name],
      schema: property,
      present,
      required: required.has(name),
    };
    slots.push(slot);
    if (present) slots.push(...bodySlots(property, value[name], slot.keys, false));
  }
  return slots;
}

function slotsOf(op: KitOperation, base: KitRequest): Slot[] {
  const slots: Slot[] = op.parameters
    .filter((p) => p.in === 'query' || p.in === 'path')
    .map((p) => ({
      location: p.in as 'query' | 'path',
      keys: [p.name],
      schema: flattenSchema(p.schema),
      present: (p.in === 'path' ? base.path : base.query)[p.name] !== undefined,
      required: p.required,
    }));
  if (op.body && base.body?.kind === 'value') {
    slots.push(...bodySlots(flattenSchema(op.body.schema), base.body.value, [], true));
  }
  return slots;
}

function withValue(base: KitRequest, slot: Slot, value: unknown): KitRequest {
  const request = cloneRequest(base);
  const [first] = slot.keys;
  if (slot.location === 'query' && first) request.query[first] = value as QueryValue;
  if (slot.location === 'path' && first) request.path[first] = value as string;
  if (slot.location === 'body' && request.body?.kind === 'value') {
    let node: unknown = request.body.value;
    for (const key of slot.keys.slice(0, -1)) node = isRecord(node) ? node[key] : undefined;
    const last = slot.keys.at(-1);
    if (isRecord(node) && last) node[last] = value;
  }
  return request;
}

const omit = <T>(record: Record<string, T>, name: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));

/** The base request with the slot's value left out (objects rebuilt, the base stays as it is). */
function without(base: KitRequest, slot: Slot): KitRequest {
  const request = cloneRequest(base);
  const [first = ''] = slot.keys;
  if (slot.location === 'query') request.query = omit(request.query, first);
  if (slot.location === 'path') request.path = omit(request.path, first);
  if (slot.location === 'body' && request.body?.kind === 'value') {
    const dropFrom = (node: unknown, keys: string[]): unknown => {
      const [key, ...rest] = keys;
      if (!isRecord(node) || key === undefined) return node;
      return rest.length === 0 ? omit(node, key) : { ...node, [key]: dropFrom(node[key], rest) };
    };
    request.body = { kind: 'value', value: dropFrom(request.body.value, slot.keys) };
  }
  return request;
}

interface Candidate {
  label: string;
  request: KitRequest;
}

function wrongTypeCandidates(base: KitRequest, slots: Slot[]): Candidate[] {
  return slots.flatMap((slot): Candidate[] => {
    const types = typesOf(slot.schema);
    if (types.length === 0) return [];
    let wrong: unknown;
    if (slot.location !== 'body') {
      // Parameters travel as text: only numbers and booleans can have the wrong type.
      if (types.includes('string')) return [];
      if (types.some((t) => ['integer', 'number', 'boolean'].includes(t))) wrong = 'not-a-number';
      else return [];
    } else if (!types.includes('string')) {
      wrong = 'not-a-number';
    } else if (!types.includes('number') && !types.includes('integer')) {
      wrong = 12345;
    } else {
      wrong = { unexpected: true };
    }
    return [
      {
        label: `wrong type at ${slotName(slot)} (${JSON.stringify(wrong)})`,
        request: withValue(base, slot, wrong),
      },
    ];
  });
}

function beyondBounds(slot: Slot): { value: unknown; why: string }[] {
  const s = slot.schema;
  const found: { value: unknown; why: string }[] = [];
  const num = (key: string) => (typeof s[key] === 'number' ? (s[key] as number) : undefined);
  const maximum = num('maximum');
  const minimum = num('minimum');
  const exclusiveMaximum = num('exclusiveMaximum');
  const exclusiveMinimum = num('exclusiveMinimum');
  const step = typesOf(s).includes('integer') ? 1 : 0.5;
  if (maximum !== undefined) found.push({ value: maximum + step, why: `maximum ${maximum}` });
  if (exclusiveMaximum !== undefined)
    found.push({ value: exclusiveMaximum, why: `exclusive maximum ${exclusiveMaximum}` });
  if (minimum !== undefined) found.push({ value: minimum - step, why: `minimum ${minimum}` });
  if (exclusiveMinimum !== undefined)
    found.push({ value: exclusiveMinimum, why: `exclusive minimum ${exclusiveMinimum}` });
  if (Array.isArray(s.enum) && s.enum.length > 0 && typeof s.enum[0] !== 'boolean') {
    found.push({
      value: typeof s.enum[0] === 'number' ? 987_654_321 : 'kit-not-in-enum',
      why: 'not one of the enum',
    });
  }
  const minLength = num('minLength');
  if (minLength !== undefined && minLength > 0)
    found.push({ value: '', why: `minLength ${minLength}` });
  const minItems = num('minItems');
  if (minItems !== undefined && minItems > 0)
    found.push({ value: [], why: `minItems ${minItems}` });
  return found;
}

function outOfRangeCandidates(base: KitRequest, slots: Slot[]): Candidate[] {
  return slots.flatMap((slot) =>
    beyondBounds(slot).map(({ value, why }) => ({
      label: `out of range at ${slotName(slot)} = ${JSON.stringify(value)} (${why})`,
      request: withValue(base, slot, value),
    })),
  );
}

function oversizedCandidates(base: KitRequest, slots: Slot[]): Candidate[] {
  return slots.flatMap((slot): Candidate[] => {
    const maxLength = slot.schema.maxLength;
    if (typeof maxLength !== 'number' || maxLength >= oversizeLimit) return [];
    if (!typesOf(slot.schema).includes('string')) return [];
    const value = 'x'.repeat(maxLength + 1);
    return [
      {
        label: `oversized string at ${slotName(slot)} (${maxLength + 1} > maxLength ${maxLength})`,
        request: withValue(base, slot, value),
      },
    ];
  });
}

function missingCandidates(op: KitOperation, base: KitRequest, slots: Slot[]): Candidate[] {
  const candidates = slots
    .filter((slot) => slot.present && slot.required)
    .map((slot) => ({ label: `missing required ${slotName(slot)}`, request: without(base, slot) }));
  if (op.body?.required && base.body) {
    const request = cloneRequest(base);
    delete request.body;
    candidates.push({ label: 'missing required body', request });
  }
  return candidates;
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The first candidate (in a seeded order) that the contract really refuses. */
function pick(op: KitOperation, candidates: Candidate[], random: () => number): Candidate | null {
  for (const candidate of shuffled(candidates, random)) {
    if (contractFailure(op, candidate.request)) return candidate;
  }
  return null;
}

/**
 * Requests the contract refuses, built from a valid `base`: one per kind that applies to the
 * operation (malformed JSON, an undecodable encrypted payload, a missing required value, a wrong
 * type, a value out of range, an oversized string). Which field is broken is chosen with the seed.
 */
export function invalidRequests(
  op: KitOperation,
  base: KitRequest,
  seed: number,
): InvalidRequest[] {
  const random = seededRandom(seed);
  const slots = slotsOf(op, base);
  const result: InvalidRequest[] = [];
  if (op.body && op.body.contentType === 'application/json') {
    result.push({
      kind: 'malformed-json',
      label: 'malformed JSON body',
      request: { ...cloneRequest(base), body: { kind: 'raw', text: '{"malformed": ' } },
    });
  }
  if (op.meta.encrypted) {
    result.push({
      kind: 'undecodable-payload',
      label: 'encrypted payload that does not decode to JSON',
      request: {
        ...cloneRequest(base),
        body: { kind: 'raw', text: '{"payload":"%%%not-encoded%%%"}' },
      },
    });
  }
  const kinds: [InvalidKind, Candidate[]][] = [
    ['missing-required', missingCandidates(op, base, slots)],
    ['wrong-type', wrongTypeCandidates(base, slots)],
    ['out-of-range', outOfRangeCandidates(base, slots)],
    ['oversized-string', oversizedCandidates(base, slots)],
  ];
  for (const [kind, candidates] of kinds) {
    const chosen = pick(op, candidates, random);
    if (chosen) result.push({ kind, ...chosen });
  }
  return result;
}

import fc from 'fast-check';
import type { KitOperation, KitParameter } from '../../openapi/runtime/contract-view.ts';
import {
  contractFailure,
  requestKey,
  type KitRequest,
  type QueryValue,
} from '../../openapi/runtime/kit-request.ts';
import { arbitraryFor } from './schema-arbitrary.ts';

/** A request the contract accepts, with where it came from (for the report). */
export interface PlannedRequest {
  label: string;
  request: KitRequest;
}

/** A contract example the contract itself refuses: reported, never sent. */
export interface BrokenExample {
  label: string;
  reason: string;
}

/** The seed of one operation: the same for the same --seed whatever else is selected. */
export function operationSeed(seed: number, operationId: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const char of operationId) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1;
}

/** Path values of "." or ".." would be folded away by URL parsing before they reach the server. */
const notDotSegment = (value: unknown) => !/^\.{1,2}$/.test(String(value));

function parameterArbitrary(p: KitParameter): fc.Arbitrary<unknown> {
  const arbitrary = arbitraryFor(p.schema);
  return p.in === 'path' ? arbitrary.filter(notDotSegment) : arbitrary;
}

/** Requests of an operation drawn from its parameter and body schemas. */
export function requestArbitrary(op: KitOperation): fc.Arbitrary<KitRequest> {
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = parameterArbitrary(p);
    if (p.in !== 'query') continue;
    query[p.name] = parameterArbitrary(p);
    if (p.required) requiredQuery.push(p.name);
  }
  const body = op.body ? arbitraryFor(op.body.schema) : fc.constant(undefined);
  return fc
    .record({
      path: fc.record(path),
      query: fc.record(query, { requiredKeys: requiredQuery }),
      body,
    })
    .map(({ path: p, query: q, body: b }): KitRequest => ({
      path: p as KitRequest['path'],
      query: q as KitRequest['query'],
      ...(op.body ? { body: { kind: 'value', value: b } } : {}),
    }));
}

/**
 * Up to `count` different requests the contract accepts, drawn with fast-check from the
 * operation's schemas; deterministic for a seed. Fewer when the schemas are hard to satisfy.
 */
export function generatedRequests(op: KitOperation, seed: number, count: number): KitRequest[] {
  if (count <= 0) return [];
  const samples = fc.sample(requestArbitrary(op), { seed, numRuns: Math.max(count * 12, 24) });
  const chosen: KitRequest[] = [];
  const seen = new Set<string>();
  for (const sample of samples) {
    if (chosen.length >= count) break;
    const key = requestKey(sample);
    if (seen.has(key) || contractFailure(op, sample)) continue;
    seen.add(key);
    chosen.push(sample);
  }
  return chosen;
}

/**
 * The contract's examples as requests: each body example (or none) with the parameters' examples;
 * required values without an example come from `filler` (a generated request). Without any example
 * this is the smallest request: required values only.
 */
export function exampleRequests(
  op: KitOperation,
  filler: KitRequest | null,
): { planned: PlannedRequest[]; broken: BrokenExample[] } {
  const path: KitRequest['path'] = {};
  const query: KitRequest['query'] = {};
  let exampled = false;
  for (const p of op.parameters) {
    const target = p.in === 'path' ? path : p.in === 'query' ? query : null;
    if (!target) continue;
    if (p.example !== undefined) {
      target[p.name] = p.example as string & QueryValue;
      exampled = true;
    } else if (p.required) {
      const value = (p.in === 'path' ? filler?.path : filler?.query)?.[p.name];
      if (value !== undefined) target[p.name] = value as string & QueryValue;
    }
  }
  const bodies = op.body?.examples ?? [];
  const variants =
    bodies.length > 0
      ? bodies.map((example) => ({
          label: bodies.length > 1 ? `example "${example.name}"` : 'example',
          body: { kind: 'value' as const, value: example.value },
        }))
      : [
          {
            label: exampled ? 'example' : 'smallest request',
            body: op.body?.required && filler?.body ? filler.body : undefined,
          },
        ];
  const planned: PlannedRequest[] = [];
  const broken: BrokenExample[] = [];
  for (const variant of variants) {
    const request: KitRequest = {
      path: { ...path },
      query: { ...query },
      ...(variant.body ? { body: structuredClone(variant.body) } : {}),
    };
    const failure = contractFailure(op, request);
    if (failure) broken.push({ label: variant.label, reason: failure.message });
    else planned.push({ label: variant.label, request });
  }
  return { planned, broken };
}

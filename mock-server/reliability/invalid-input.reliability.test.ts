/**
 * Reliability: a seeded fuzz of invalid input over every operation of the contract, through the
 * real pipeline (createTestBackend). Huge strings, deep nesting, wrong types, malformed JSON, wrong
 * content types, unknown fields and prototype keys; as a signed-in member where an operation is
 * guarded. Nothing may answer 5xx or a status the operation does not declare; a refusal changes no
 * state; an accepted unknown field is never stored.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  kitOperations,
  anyOperation,
  type KitOperation,
} from '../../openapi/runtime/contract-view';
import { operationMetas } from '../../openapi/runtime/contract';
import { flattenSchema, propertiesOf } from '../../openapi/runtime/schema-resolver';
import type { StateSnapshot } from '../core/backend';
import { maxBodyBytesOf } from '../core/pipeline';
import type { OperationId } from '../core/handler-types';
import { createTestBackend, type CallOptions } from '../testing/test-backend';
import { seededRandom } from '../../openapi/runtime/seeded-random';

const fuzzSeed = 20261127;
const marker = `fuzzmarker${fuzzSeed}`;
/** Tables whose rows a refusal may rightly write: attempt counters and locks, remembered answers. */
const bookkeeping = /guard|throttle|attempt|idempotency|captcha/i;

function digest(snapshot: StateSnapshot): string {
  const tables = Object.fromEntries(
    Object.entries(snapshot.tables).filter(([name]) => !bookkeeping.test(name)),
  );
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ config: snapshot.config, clock: snapshot.clockOffsetMs, tables }));
  return hash.digest('hex');
}

/** JSON text nested `depth` levels deep (as text: building it as a value would overflow here). */
function nestedText(depth: number): string {
  return `${`{"${marker}":`.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** `{ extra..., ...example }` as JSON text. */
function withExtra(extra: string, example: unknown): string {
  const rest = JSON.stringify(example ?? {}).slice(1);
  return rest === '}' ? `{${extra}}` : `{${extra},${rest}`;
}

/** Raw JSON text as the operation takes it: wrapped by the default codec when encrypted. */
function rawJson(op: KitOperation, text: string): Pick<CallOptions, 'rawBody' | 'headers'> {
  if (!op.meta.encrypted) return { rawBody: text };
  return {
    rawBody: JSON.stringify({ payload: Buffer.from(text, 'utf8').toString('base64') }),
    headers: { 'content-type': 'application/json', 'x-payload-codec': 'b64json' },
  };
}

/** A request the contract accepts the shape of: its examples and required parameters. */
function baseOf(op: KitOperation): CallOptions {
  const path: Record<string, string | number> = {};
  const query: Record<string, string | number | boolean> = {};
  for (const p of op.parameters) {
    const value =
      p.example ?? (p.schema.type === 'integer' || p.schema.type === 'number' ? 1 : 'x');
    if (p.in === 'path') path[p.name] = value as string | number;
    else if (p.in === 'query' && p.required) query[p.name] = value as string | number | boolean;
  }
  const example = op.body?.examples[0]?.value;
  return { path, query, ...(example !== undefined ? { body: structuredClone(example) } : {}) };
}

function wrongValueFor(schema: Record<string, unknown>): unknown {
  const type = schema.type;
  if (type === 'string') return { [marker]: [1, 2, 3] };
  if (type === 'integer' || type === 'number' || type === 'boolean')
    return `${marker}-not-a-number`;
  if (type === 'array') return marker;
  if (type === 'object') return 12345;
  return undefined;
}

interface Case {
  label: string;
  options: CallOptions;
  /** The contract must refuse it (4xx); otherwise it may be accepted but must store nothing of it. */
  mustRefuse: boolean;
}

function casesOf(op: KitOperation, random: () => number): Case[] {
  const base = baseOf(op);
  const cases: Case[] = [];
  const control = op.tag === 'mock-control';
  if (op.body && op.body.contentType === 'application/json') {
    const example = (base.body ?? {}) as Record<string, unknown>;
    const props = propertiesOf(flattenSchema(op.body.schema));
    cases.push({
      label: 'malformed JSON',
      options: { ...base, rawBody: '{"a":' },
      mustRefuse: true,
    });
    // Every body limit up to 32 MiB is tried (the state import's 128 MiB is left to its own test).
    const limit = maxBodyBytesOf(op.meta);
    if (limit <= 32 * 1024 * 1024)
      cases.push({
        label: 'body over the limit',
        options: { ...base, body: { ...example, [marker]: 'x'.repeat(limit) }, encode: false },
        mustRefuse: true,
      });
    cases.push({
      label: 'nested 5,000 levels deep',
      options: { ...base, ...rawJson(op, withExtra(`"extra":${nestedText(5000)}`, example)) },
      mustRefuse: true,
    });
    const names = Object.keys(props);
    for (let i = 0; i < Math.min(3, names.length); i += 1) {
      const name = names[Math.floor(random() * names.length)] as string;
      const schema = flattenSchema(props[name] as Record<string, unknown>);
      const wrong = wrongValueFor(schema);
      if (wrong !== undefined)
        cases.push({
          label: `wrong type of ${name}`,
          options: { ...base, body: { ...example, [name]: wrong } },
          mustRefuse: true,
        });
      if (schema.type === 'string' && typeof schema.maxLength === 'number')
        cases.push({
          label: `${name} over its maxLength`,
          options: { ...base, body: { ...example, [name]: 'y'.repeat(schema.maxLength + 1) } },
          mustRefuse: true,
        });
    }
    if (control) {
      cases.push({
        label: 'text/plain body to the control API',
        options: {
          ...base,
          rawBody: JSON.stringify(example),
          headers: { 'content-type': 'text/plain' },
        },
        mustRefuse: true,
      });
    } else {
      cases.push({
        label: 'unknown fields',
        options: { ...base, body: { ...example, [marker]: marker.repeat(1000), note: marker } },
        mustRefuse: false,
      });
      cases.push({
        label: 'prototype keys',
        options: {
          ...base,
          ...rawJson(
            op,
            withExtra(
              `"__proto__":{"${marker}":1},"constructor":{"prototype":{"${marker}":2}}`,
              example,
            ),
          ),
        },
        mustRefuse: false,
      });
      cases.push({
        label: 'text/plain content type',
        options: {
          ...base,
          rawBody: JSON.stringify(example),
          headers: { 'content-type': 'text/plain' },
        },
        mustRefuse: false,
      });
    }
  } else if (op.body) {
    cases.push({
      label: 'JSON to a form operation',
      options: { ...base, rawBody: '{"a":1}', headers: { 'content-type': 'application/json' } },
      mustRefuse: true,
    });
  } else if (op.meta.method !== 'GET' && !control) {
    cases.push({
      label: 'malformed body to an operation without one',
      options: { ...base, rawBody: `{"${marker}":` },
      mustRefuse: false,
    });
  }
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const wrong = wrongValueFor(flattenSchema(p.schema));
    if (typeof wrong === 'string' && p.schema.type !== 'string')
      cases.push({
        label: `query ${p.name} of a wrong type`,
        options: { ...base, query: { ...base.query, [p.name]: wrong } },
        mustRefuse: true,
      });
    if (p.schema.type === 'string' && typeof p.schema.maxLength === 'number')
      cases.push({
        label: `query ${p.name} over its maxLength`,
        options: {
          ...base,
          query: { ...base.query, [p.name]: 'q'.repeat(p.schema.maxLength + 1) },
        },
        mustRefuse: true,
      });
  }
  return cases;
}

describe('invalid input over every operation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never answers 5xx or an undeclared status, and a refusal changes nothing', async () => {
    // The sandbox clock stands still: what time brings due (deposits decided, salary windows
    // paid) is not a change made by a refusal.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T10:00:00Z') });
    const t = await createTestBackend({
      sizes: { players: 4, agents: 1, slotGames: 20, betsPerMember: 1 },
    });
    const random = seededRandom(fuzzSeed);
    const operations = operationMetas.map(
      (meta) =>
        kitOperations.find((op) => op.operationId === meta.operationId) ??
        anyOperation(meta.operationId),
    );
    const pristine = t.backend.exportState({ includeCatalogue: false });
    const figures = {
      requests: 0,
      refusals: 0,
      accepted: 0,
      fiveHundreds: 0,
      undeclared: 0,
      stateChanges: 0,
      stored: 0,
    };
    const problems: string[] = [];
    let before: string;
    for (const op of operations) {
      const account =
        op.meta.operationId.startsWith('transferTo') || op.tag === 'agent' || op.tag === 'contracts'
          ? 'demoagent'
          : 'demoplayer';
      const token = op.meta.acceptsToken ? await t.tokenFor(account) : null;
      // Signing in is not part of the case.
      before = digest(t.backend.exportState({ includeCatalogue: false }));
      for (const c of casesOf(op, random)) {
        const tablesBefore = Object.fromEntries(
          Object.entries(t.backend.exportState({ includeCatalogue: false }).tables).map(
            ([name, rows]) => [name, JSON.stringify(rows)],
          ),
        );
        const answer = await t.call(op.operationId as OperationId, { ...c.options, token });
        figures.requests += 1;
        const where = `${op.operationId} (${c.label}): ${answer.status} ${answer.body.code ?? ''} ${answer.body.field ?? ''}`;
        if (answer.status >= 500) {
          figures.fiveHundreds += 1;
          problems.push(where);
        } else if (!op.declaredStatuses.includes(answer.status)) {
          figures.undeclared += 1;
          problems.push(`undeclared ${where}`);
        }
        const after = t.backend.exportState({ includeCatalogue: false });
        if (answer.status >= 400) {
          figures.refusals += 1;
          const now = digest(after);
          if (now !== before) {
            figures.stateChanges += 1;
            const changed = Object.keys(after.tables).filter(
              (name) => JSON.stringify(after.tables[name]) !== tablesBefore[name],
            );
            problems.push(`state changed by ${where} (${changed.join(', ')})`);
            before = now;
          }
        } else {
          figures.accepted += 1;
          if (c.mustRefuse) problems.push(`accepted ${where}`);
          if (JSON.stringify(after).includes(marker)) {
            figures.stored += 1;
            problems.push(`stored the unknown field: ${where}`);
          }
          // Whatever the accepted request did, the next one starts from the seeded state.
          if (op.meta.method !== 'GET') await t.backend.importState(pristine);
          before = digest(t.backend.exportState({ includeCatalogue: false }));
        }
      }
    }
    // eslint-disable-next-line no-console -- the reliability suite prints its figures
    console.log(
      `[reliability] invalid-input: operations=${operations.length} requests=${figures.requests} refusals=${figures.refusals} accepted=${figures.accepted} 5xx=${figures.fiveHundreds} undeclared=${figures.undeclared} stateChanges=${figures.stateChanges} unknownFieldsStored=${figures.stored}`,
    );
    expect(problems).toEqual([]);
    expect(figures.fiveHundreds).toBe(0);
    expect(figures.stateChanges).toBe(0);
    expect(figures.stored).toBe(0);
    expect(operations.length).toBe(operationMetas.length);
    expect(figures.refusals).toBeGreaterThan(operations.length);
    expect(t.violations.filter((v) => v.message.includes('status'))).toEqual([]);
  }, 120_000);
});

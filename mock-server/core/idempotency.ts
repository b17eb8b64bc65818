import type { MockBackend } from './backend';
import { fail } from './envelope';
import type { HandlerResult, OperationId } from './handler-types';

/** A request id is remembered this long on the sandbox clock (the contract says so too). */
export const idempotencyTtlMs = 24 * 60 * 60 * 1000;
/** At most this many request ids are remembered at once; the oldest go first. */
export const maxIdempotencyRecords = 10_000;
/** Deeper than this the fingerprint stops descending (the pipeline refuses deeper bodies anyway). */
const maxFingerprintDepth = 64;

/**
 * Makes a money-moving request safe to retry: the first call with a `requestId` runs; a repeat with
 * the same fields gets the first answer again, WHATEVER it was (a refusal included), and does
 * nothing else; a repeat with other fields is a 409 `conflict`. Keys are per member and operation.
 * A record keeps only the answer and a SHA-256 fingerprint of the fields, and expires after 24 h of
 * the sandbox clock. Runs inside the pipeline's write lock.
 */
export async function idempotent<O extends OperationId>(
  backend: MockBackend,
  key: { memberId: number; operationId: O; requestId: string; fields: unknown },
  run: () => Promise<HandlerResult<O>>,
): Promise<HandlerResult<O>> {
  await purgeIdempotency(backend);
  const id = `${key.memberId}:${key.operationId}:${key.requestId}`;
  const fingerprint = await fingerprintOf(key.fields);
  const previous = backend.db.idempotency.get(id);
  if (previous) {
    if (previous.fingerprint !== fingerprint) {
      return fail(409, 'conflict', 'this requestId was already used with other values', {
        field: 'body.requestId',
      });
    }
    return previous.body as HandlerResult<O>;
  }
  const result = await run();
  await backend.db.idempotency.insert({
    id,
    fingerprint,
    status: result.status as number,
    body: answerOnly(result),
    createdAt: backend.clock.iso(),
  });
  return result;
}

/** What a repeat needs of an answer: its kind, status and body; nothing of the request. */
function answerOnly<O extends OperationId>(result: HandlerResult<O>): HandlerResult<O> {
  return result.kind === 'failure'
    ? { kind: 'failure', status: result.status, envelope: result.envelope }
    : result;
}

/** Drops expired records and, past the cap, the oldest ones (records are kept in insertion order). */
export async function purgeIdempotency(backend: MockBackend): Promise<number> {
  const table = backend.db.idempotency;
  const cutoff = backend.clock.nowMs() - idempotencyTtlMs;
  let excess = table.size - maxIdempotencyRecords + 1;
  let removed = 0;
  // Oldest first, and it stops at the first live record: a write walks no more than it drops.
  for (const record of table.values()) {
    const expired = Date.parse(record.createdAt) <= cutoff;
    if (!expired && excess <= 0) break;
    await table.remove(record.id);
    excess -= 1;
    removed += 1;
  }
  return removed;
}

/**
 * A canonical text of a JSON-like value, built without recursion (so no input depth can overflow
 * the stack): object keys sorted, `undefined` left out; below `maxFingerprintDepth` a value is
 * written as `"…"`.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  type Step = { value: unknown; depth: number } | { text: string };
  const stack: Step[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    if ('text' in step) {
      out.push(step.text);
      continue;
    }
    const { value: v, depth } = step;
    if (v === null || typeof v !== 'object') {
      out.push(v === undefined ? 'null' : (JSON.stringify(v) ?? 'null'));
      continue;
    }
    if (depth >= maxFingerprintDepth) {
      out.push('"…"');
      continue;
    }
    const parts: Step[] = [];
    if (Array.isArray(v)) {
      parts.push({ text: '[' });
      v.forEach((item: unknown, i) => {
        if (i > 0) parts.push({ text: ',' });
        parts.push({ value: item, depth: depth + 1 });
      });
      parts.push({ text: ']' });
    } else {
      const entries = Object.entries(v as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      parts.push({ text: '{' });
      entries.forEach(([name, item], i) => {
        parts.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(name)}:` });
        parts.push({ value: item, depth: depth + 1 });
      });
      parts.push({ text: '}' });
    }
    for (let i = parts.length - 1; i >= 0; i -= 1) stack.push(parts[i] as Step);
  }
  return out.join('');
}

/** SHA-256 (hex) of the canonical text: what a record keeps of the request. */
export async function fingerprintOf(fields: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(fields));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What a retry with the same requestId must repeat: the contract's fields of the request (`known`),
 * without its requestId and without the payment password (a secret is checked, never kept in the
 * idempotency record). Fields the contract does not list are neither compared nor kept.
 */
export function retryFields(body: object, known: readonly string[]): Record<string, unknown> {
  const given = body as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const name of known) {
    if (name === 'requestId' || name === 'paymentPassword') continue;
    if (Object.prototype.hasOwnProperty.call(given, name)) fields[name] = given[name];
  }
  return fields;
}

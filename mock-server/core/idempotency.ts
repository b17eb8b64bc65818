import type { MockBackend } from './backend';
import { fail } from './envelope';
import type { HandlerResult, OperationId } from './handler-types';

/**
 * Makes a money-moving request safe to retry: the first call with a `requestId` runs; a repeat with
 * the same fields gets the first answer again and moves nothing; a repeat with other fields is a
 * 409 `conflict`. Keys are per member and operation. Runs inside the pipeline's write lock.
 */
export async function idempotent<O extends OperationId>(
  backend: MockBackend,
  key: { memberId: number; operationId: O; requestId: string; fields: unknown },
  run: () => Promise<HandlerResult<O>>,
): Promise<HandlerResult<O>> {
  const id = `${key.memberId}:${key.operationId}:${key.requestId}`;
  const fingerprint = JSON.stringify(key.fields);
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
  if (result.kind === 'success') {
    await backend.db.idempotency.insert({
      id,
      fingerprint,
      status: result.status as number,
      body: result,
      createdAt: backend.clock.iso(),
    });
  }
  return result;
}

/**
 * What a retry with the same requestId must repeat: the request without its requestId and without
 * the payment password (a secret is checked, never kept in the idempotency record).
 */
export function retryFields(body: object): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...body };
  delete fields.requestId;
  delete fields.paymentPassword;
  return fields;
}

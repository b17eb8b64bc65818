import type { DemoAccountName } from '../seed/demo-accounts';
import type { ErrorKey, OperationId } from '../core/handler-types';
import type { CallOptions, TestBackend } from './test-backend';

export type CaseRequest = Omit<CallOptions, 'token'>;

/** One call of an operation and what the contract-honouring answer is. */
export interface ConformanceCase {
  name: string;
  /** The demo account to call as (a session is made for it); anonymous when left out. */
  as?: DemoAccountName | string;
  /** The request, or a function building it from the seeded state (ids of seeded records ...). */
  request?: CaseRequest | ((t: TestBackend) => CaseRequest | Promise<CaseRequest>);
  /** The answer: its status, and the catalogue key and offending field when they matter. */
  expect: { status: number; code?: ErrorKey; field?: string };
}

export interface OperationCases {
  /** At least one call that succeeds (2xx). */
  happy: ConformanceCase[];
  /**
   * The refusals a domain rule decides. Those the contract decides (no session, the access gates,
   * schema-invalid input) are derived by contract-conformance.test.ts and are not written here.
   */
  refusals: ConformanceCase[];
}

/** Each domain exports its cases; `mock-server/contract-conformance.test.ts` runs them all. */
export type ConformanceCases = Partial<Record<OperationId, OperationCases>>;

/** A case that must succeed (200, or `status`), called as `as` (null: anonymous) with `request`. */
export function ok(
  name: string,
  as?: string | null,
  request?: ConformanceCase['request'],
  status = 200,
): ConformanceCase {
  return { name, ...(as ? { as } : {}), ...(request ? { request } : {}), expect: { status } };
}

/** A case a domain rule must refuse with `status` and the catalogue key `code`. */
export function refused(
  name: string,
  status: number,
  code: ErrorKey,
  as?: string | null,
  request?: ConformanceCase['request'],
): ConformanceCase {
  return { name, ...(as ? { as } : {}), ...(request ? { request } : {}), expect: { status, code } };
}

/** A case that must create a record (201), called as `as` (null: anonymous) with `request`. */
export const created = (name: string, as?: string | null, request?: ConformanceCase['request']) =>
  ok(name, as, request, 201);

/** A case a domain rule must refuse as invalid input (400 validation_error). */
export const invalid = (name: string, as?: string | null, request?: ConformanceCase['request']) =>
  refused(name, 400, 'validation_error', as, request);

/** A case that must answer 404 not_found (also what records outside the caller's reach answer). */
export const notFound = (name: string, as?: string | null, request?: ConformanceCase['request']) =>
  refused(name, 404, 'not_found', as, request);

/** A date range of a report query, `YYYY-MM-DD` both ends. */
export const dates = (startDate: string, endDate: string) => ({ startDate, endDate });

/**
 * A case for the shared payment-password lock (core/payment-password.ts): a fresh member (made with
 * `createSandboxMember`, payment password 123456) calls the operation with 5 wrong payment
 * passwords, then with the right one, which must be refused 429 `payment_password_locked`. `body`
 * builds the request body from a payment password and the try's number (for fresh request ids).
 */
export function lockedPaymentPassword(
  operationId: OperationId,
  member: { type?: number; upline?: string; balance?: number },
  body: (paymentPassword: string, attempt: number) => unknown,
): ConformanceCase {
  return refused(
    'the right payment password after 5 wrong ones in a row (locked)',
    429,
    'payment_password_locked',
    null,
    async (t) => {
      const made = await t.call('createSandboxMember', {
        body: { balance: 500, ...member, paymentPassword: '123456', prefix: 'lock' },
      });
      const { account } = made.body.value as { account: string };
      const token = await t.tokenFor(account);
      for (let attempt = 1; attempt <= 5; attempt += 1)
        await t.call(operationId, { body: body('000000', attempt), token });
      return { body: body('123456', 0), headers: { authorization: `Bearer ${token}` } };
    },
  );
}

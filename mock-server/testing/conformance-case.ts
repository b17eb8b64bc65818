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

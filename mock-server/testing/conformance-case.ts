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
  expect: { status: number; code?: ErrorKey };
}

export interface OperationCases {
  /** At least one call that succeeds (2xx). */
  happy: ConformanceCase[];
  /** At least one call the operation must refuse with a declared 4xx (beyond the automatic ones). */
  refusals: ConformanceCase[];
}

/** Each domain exports its cases; `mock-server/contract-conformance.test.ts` runs them all. */
export type ConformanceCases = Partial<Record<OperationId, OperationCases>>;

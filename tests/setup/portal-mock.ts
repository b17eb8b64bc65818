import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createNodeMock, type NodeMock } from '../../mock-server/hosts/node-mock';

export type PortalMock = NodeMock;

/**
 * The real mock backend behind MSW in node, for component tests: the portal's client talks to it
 * exactly as in the browser. Call `server.listen()` in beforeAll and `server.close()` in afterAll
 * (or let `servePortalMock` do both).
 */
export function createPortalMock(): Promise<PortalMock> {
  return createNodeMock({
    sizes: { players: 10, agents: 1, slotGames: 300, betsPerMember: 2 },
  });
}

/**
 * The real mock for every test of the calling file: created and listening (unhandled requests are
 * errors) before the first test, the session storage cleared after each test, and after the last
 * the server closed and every answer it gave checked against the contract. Call it at the top of a
 * test file; its result is the mock (`backend`, `server`, `violations`) once the tests run.
 */
export function servePortalMock(): PortalMock {
  let mock: PortalMock | null = null;
  const current = (): PortalMock => {
    if (!mock) throw new Error('the portal mock is ready only inside the tests');
    return mock;
  };
  beforeAll(async () => {
    mock = await createPortalMock();
    mock.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  });
  afterAll(() => {
    const { server, violations } = current();
    server.close();
    expect(violations).toEqual([]);
  });
  return {
    get backend() {
      return current().backend;
    },
    get server() {
      return current().server;
    },
    get violations() {
      return current().violations;
    },
  };
}

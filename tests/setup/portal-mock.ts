import { createNodeMock, type NodeMock } from '../../mock-server/hosts/node-mock';

export type PortalMock = NodeMock;

/**
 * The real mock backend behind MSW in node, for component tests: the portal's client talks to it
 * exactly as in the browser. Call `server.listen()` in beforeAll and `server.close()` in afterAll.
 */
export function createPortalMock(): Promise<PortalMock> {
  return createNodeMock({
    sizes: { players: 10, agents: 1, slotGames: 300, betsPerMember: 2 },
  });
}

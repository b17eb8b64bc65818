import type { MockBackend } from '../core/backend';
import {
  renderSandboxGamePage,
  renderSandboxLotteryPage,
} from '../domains/games/rules/sandbox-pages';
import type { SandboxPageRenderers } from './sandbox-page-answers';

/** The games domain's pages for launches of this backend's members (hosts that hold the backend). */
export function gamesDomainPages(backend: MockBackend): SandboxPageRenderers {
  return {
    gamePage: (nodeId, search) => ({
      status: backend.db.games.get(nodeId) ? 200 : 404,
      html: renderSandboxGamePage(backend.db, nodeId, search),
    }),
    lotteryPage: (search) => ({ status: 200, html: renderSandboxLotteryPage(backend, search) }),
    nowMs: () => backend.clock.nowMs(),
    gameArt: (nodeId) => {
      const game = backend.db.games.get(nodeId);
      if (!game) return null;
      return {
        nodeId: game.nodeId,
        title: game.gameName,
        vendor: game.vendor,
        gameType: game.gameType,
        classify: game.gameClassify,
        lobby: game.isGame === 'VASSALAGE',
      };
    },
  };
}

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { toGame } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';
import { queryGames } from '../rules/game-list-query';

export const listGamesHandler = defineHandler(
  'listGames',
  'anyone',
  ({ backend, headers, query }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    const { games, page } = queryGames(catalogueIndex(backend.db), {
      gameType: query.gameType,
      vassalage: query.vassalage,
      gameClassify: query.gameClassify,
      gameName: query.gameName,
      minBet: query.minBet,
      minLineNum: query.minLineNum,
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? 30,
    });
    return ok<'listGames'>({ ...page, games: games.map((g) => toGame(g, origin, now)) });
  },
);

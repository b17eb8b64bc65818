import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { toLotteryGame } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';

export const listLotteryGamesHandler = defineHandler(
  'listLotteryGames',
  'anyone',
  ({ backend, query }) => {
    const now = backend.clock.nowMs();
    const games = catalogueIndex(backend.db).lotteryGames.filter(
      (g) => g.prizeMode === query.prizeMode,
    );
    return ok<'listLotteryGames'>(games.map((g) => toLotteryGame(g, now)));
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { toLotteryGame } from '../presenters';
import type { LotteryGameRecord } from '../records';
import { catalogueIndex } from '../rules/catalogue-index';

type LotteryMenu = Schemas['LotteryMenu'];

function menuOf(games: readonly LotteryGameRecord[], nowMs: number): LotteryMenu {
  const groups: LotteryMenu = [];
  for (const game of games) {
    let group = groups.at(-1);
    if (group?.groupId !== game.groupId) {
      group = { groupId: game.groupId, title: game.groupTitle, games: [] };
      groups.push(group);
    }
    group.games.push(toLotteryGame(game, nowMs));
  }
  return groups;
}

export const getLotteryMenuHandler = defineHandler(
  'getLotteryMenu',
  'anyone',
  ({ backend, query }) => {
    const games = catalogueIndex(backend.db).lotteryGames.filter(
      (g) => !query.prizeMode || g.prizeMode === query.prizeMode,
    );
    return ok<'getLotteryMenu'>(menuOf(games, backend.clock.nowMs()));
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { iso } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';
import { upcomingDraws } from '../rules/lottery-draws';

export const listLotteryNumbersHandler = defineHandler(
  'listLotteryNumbers',
  'anyone',
  ({ backend, query }) => {
    const now = backend.clock.nowMs();
    const count = query.count ?? 100;
    const games = query.gameCode
      ? [backend.db.lotteryGameByCode(query.gameCode)].flatMap((g) => g ?? [])
      : catalogueIndex(backend.db).lotteryGames.filter((g) => g.vendor === 'TCG_LOTTO_VN');
    const draws = games
      .flatMap((game) => upcomingDraws(game.schedule, now, count).map((draw) => ({ game, draw })))
      .sort((a, b) => a.draw.drawMs - b.draw.drawMs || a.game.sort - b.game.sort)
      .slice(0, count);
    return ok<'listLotteryNumbers'>(
      draws.map(({ game, draw }) => ({
        gameCode: game.gameCode,
        drawNo: draw.drawNo,
        openTime: iso(draw.openMs),
        closeTime: iso(draw.closeMs),
        drawTime: iso(draw.drawMs),
        status: draw.status,
      })),
    );
  },
);

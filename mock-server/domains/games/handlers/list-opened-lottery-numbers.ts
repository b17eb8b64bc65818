import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { iso } from '../presenters';
import { drawByNumber, latestDrawnDraws } from '../rules/lottery-draws';
import { drawResult } from '../rules/lottery-results';

export const listOpenedLotteryNumbersHandler = defineHandler(
  'listOpenedLotteryNumbers',
  'anyone',
  ({ backend, query }) => {
    const game = backend.db.lotteryGameByCode(query.gameCode);
    if (!game) return refusals.notFound('lottery game');
    const now = backend.clock.nowMs();
    let draws = latestDrawnDraws(game.schedule, now, query.count ?? 10);
    if (query.drawNo !== undefined) {
      const draw = drawByNumber(game.schedule, query.drawNo);
      if (!draw || draw.drawMs > now) return refusals.notFound('drawn draw');
      draws = [draw];
    }
    return ok<'listOpenedLotteryNumbers'>(
      draws.map((draw) => ({
        gameCode: game.gameCode,
        drawNo: draw.drawNo,
        drawTime: iso(draw.drawMs),
        ...drawResult(backend.seed.seed, game.gameCode, draw.drawNo, game.resultFormat),
      })),
    );
  },
);

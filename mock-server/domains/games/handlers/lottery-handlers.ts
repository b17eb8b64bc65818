import { trialAccountType } from '../../../core/members';
import { defineHandler } from '../../../core/define-handler';
import { fail, ok, refusals } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { siteOrigin } from '../../../core/site-origin';
import { toLotteryGame } from '../present';
import type { LotteryGameRecord } from '../records';
import { catalogueIndex } from '../rules/catalogue-index';
import { lotteryLaunchUrl, launchToken } from '../rules/launch';
import { drawByNumber, latestDrawnDraws, upcomingDraws } from '../rules/lottery-draws';
import { drawResult } from '../rules/lottery-results';
import { recentsOf } from '../rules/recent-games';
import { gameMaintenance, startLaunch } from './start-launch';

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

const iso = (ms: number) => new Date(ms).toISOString();

/** Lottery menus, games, draws and results (computed from the clock and the seed), and the lobby launch. */
export const lotteryHandlers = [
  defineHandler('getLotteryMenu', 'anyone', ({ backend, query }) => {
    const games = catalogueIndex(backend.db).lotteryGames.filter(
      (g) => !query.prizeMode || g.prizeMode === query.prizeMode,
    );
    return ok<'getLotteryMenu'>(menuOf(games, backend.clock.nowMs()));
  }),

  defineHandler('getRecentLotteryMenu', 'anyone', ({ backend, me }) => {
    const games = recentsOf(backend.db, me().id).flatMap(
      (r) => backend.db.lotteryGames.get(r.nodeId) ?? [],
    );
    const now = backend.clock.nowMs();
    return ok<'getRecentLotteryMenu'>(
      games.length === 0
        ? []
        : [
            {
              groupId: 'recent',
              title: 'Recently played',
              games: games.map((g) => toLotteryGame(g, now)),
            },
          ],
    );
  }),

  defineHandler('listLotteryGames', 'anyone', ({ backend, query }) => {
    const now = backend.clock.nowMs();
    const games = catalogueIndex(backend.db).lotteryGames.filter(
      (g) => g.prizeMode === query.prizeMode,
    );
    return ok<'listLotteryGames'>(games.map((g) => toLotteryGame(g, now)));
  }),

  defineHandler('listLotteryNumbers', 'anyone', ({ backend, query }) => {
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
  }),

  defineHandler('listOpenedLotteryNumbers', 'anyone', ({ backend, query }) => {
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
  }),

  defineHandler('getLotteryLobby', 'anyone', async ({ backend, query, headers, me }) => {
    const view = query.view ?? 'lobby';
    if (view === 'betting' && !query.gameCode)
      return refusals.invalid('query.gameCode', 'the betting view needs gameCode');
    const game = query.gameCode ? backend.db.lotteryGameByCode(query.gameCode) : undefined;
    if (query.gameCode && !game) return refusals.notFound('lottery game');
    const member = me();
    // Every lottery of the sandbox is real money only.
    if (member.type === trialAccountType)
      return fail(
        403,
        'in_need_true_account',
        'trial accounts cannot play the lottery; sign in with a real account',
      );
    if (game && game.maintenanceHours !== null) {
      return gameMaintenance(
        backend,
        { nodeId: game.id, gameType: game.gameType, gameName: game.gameName },
        game.maintenanceHours,
      );
    }
    const token = launchToken();
    const url = lotteryLaunchUrl(siteOrigin(headers), token, {
      view,
      gameCode: game?.gameCode,
      language: query.language,
      device: query.device,
      playType: query.playType ?? game?.defaultPlayType ?? undefined,
      backUrl: query.backUrl,
    });
    await startLaunch(backend, {
      id: token,
      memberId: member.id,
      nodeId: game?.id ?? null,
      kind: 'lottery',
      createdAt: backend.clock.iso(),
    });
    return ok<'getLotteryLobby'>({ url, openMode: 'iframe' });
  }),
];

import { trialAccountType } from '../../../core/members';
import { defineHandler } from '../../../core/define-handler';
import { fail, ok, refusals } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { lotteryLaunchUrl, launchToken } from '../rules/launch';
import { gameMaintenance, startLaunch } from '../rules/start-launch';

export const getLotteryLobbyHandler = defineHandler(
  'getLotteryLobby',
  'anyone',
  async ({ backend, query, headers, me }) => {
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
  },
);

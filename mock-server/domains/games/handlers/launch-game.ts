import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { catalogueIndex, vendorOfGame } from '../rules/catalogue-index';
import {
  gameLaunchUrl,
  isLotteryGame,
  launchRefusal,
  trialRefused,
  launchToken,
  lotteryLaunchUrl,
} from '../rules/launch';
import { gameMaintenance, startLaunch } from '../rules/start-launch';

export const launchGameHandler = defineHandler(
  'launchGame',
  'anyone',
  async ({ backend, query, headers, me }) => {
    const { db } = backend;
    if (!query.nodeId && !query.gameCode)
      return refusals.invalid('query.nodeId', 'give nodeId, or gameCode together with vendor');
    if (!query.nodeId && !query.vendor)
      return refusals.invalid('query.vendor', 'vendor is needed with gameCode');
    const game = query.nodeId
      ? db.games.get(query.nodeId)
      : db.gameByVendorCode(`${query.vendor ?? ''}:${query.gameCode ?? ''}`);
    if (!game) return refusals.notFound('game');
    const member = me();
    const vendor = vendorOfGame(catalogueIndex(db), game);
    const refusal = launchRefusal(game, vendor, member);
    if (refusal === 'trial') return trialRefused(`${game.vendor} games`);
    if (refusal === 'maintenance')
      return gameMaintenance(backend, game, game.maintenanceHours ?? 0);

    const token = launchToken();
    const options = {
      language: query.language,
      device: query.device,
      playType: query.playType ?? game.defaultPlayType ?? undefined,
      backUrl: query.backUrl,
    };
    // Lottery games are opened on the lottery's betting page, whichever call launched them.
    const lottery = isLotteryGame(game);
    const url = lottery
      ? lotteryLaunchUrl(siteOrigin(headers), token, {
          ...options,
          view: 'betting',
          gameCode: game.gameCode,
        })
      : gameLaunchUrl(siteOrigin(headers), game.nodeId, token, options);
    await startLaunch(backend, {
      id: token,
      memberId: member.id,
      nodeId: game.nodeId,
      kind: lottery ? 'lottery' : 'game',
      createdAt: backend.clock.iso(),
    });
    return ok<'launchGame'>({ url, openMode: lottery ? 'iframe' : (vendor?.openMode ?? 'iframe') });
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { siteOrigin } from '../../../core/site-origin';
import { toGame } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';

type HotType = keyof Schemas['HotGames'];

export const getHotGamesHandler = defineHandler('getHotGames', 'anyone', ({ backend, headers }) => {
  const origin = siteOrigin(headers);
  const now = backend.clock.nowMs();
  const { hotByType } = catalogueIndex(backend.db);
  const hot = (type: HotType) => (hotByType.get(type) ?? []).map((g) => toGame(g, origin, now));
  return ok<'getHotGames'>({
    ELOTT: hot('ELOTT'),
    LOTT: hot('LOTT'),
    LIVE: hot('LIVE'),
    SPORTS: hot('SPORTS'),
    FISH: hot('FISH'),
    RNG: hot('RNG'),
    PVP: hot('PVP'),
  });
});

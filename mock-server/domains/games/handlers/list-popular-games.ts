import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { toGame } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';

export const listPopularGamesHandler = defineHandler(
  'listPopularGames',
  'anyone',
  ({ backend, headers, query }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    const popular = catalogueIndex(backend.db).popular.slice(0, query.count ?? 20);
    return ok<'listPopularGames'>(popular.map((g) => toGame(g, origin, now)));
  },
);

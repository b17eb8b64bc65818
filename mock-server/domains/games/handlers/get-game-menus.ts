import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { toVendor } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';
import { gameMenu } from '../rules/game-menu';

export const getGameMenusHandler = defineHandler(
  'getGameMenus',
  'anyone',
  ({ backend, headers }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    return ok<'getGameMenus'>(
      gameMenu(catalogueIndex(backend.db).vendors, (v) => toVendor(v, origin, now)),
    );
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { requestOrigin } from '../origin';
import { toVendor } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';
import { gameMenu } from '../rules/game-menu';

export const getGameMenusHandler = defineHandler(
  'getGameMenus',
  'anyone',
  ({ backend, headers }) => {
    const origin = requestOrigin(headers);
    const now = backend.clock.nowMs();
    return ok<'getGameMenus'>(
      gameMenu(catalogueIndex(backend.db).vendors, (v) => toVendor(v, origin, now)),
    );
  },
);

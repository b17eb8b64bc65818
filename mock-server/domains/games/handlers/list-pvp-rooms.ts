import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { catalogueIndex } from '../rules/catalogue-index';
import { pvpRoomsOf } from '../rules/pvp-rooms';

export const listPvpRoomsHandler = defineHandler('listPvpRooms', 'anyone', ({ backend, query }) => {
  const vendor = query.vendor?.trim().toUpperCase();
  const games = (catalogueIndex(backend.db).byType.get('PVP') ?? []).filter(
    (g) =>
      g.isGame === 'GAME' &&
      (!vendor || g.vendor === vendor) &&
      (!query.nodeId || g.nodeId === query.nodeId),
  );
  return ok<'listPvpRooms'>(pvpRoomsOf(games, backend.clock.nowMs()));
});

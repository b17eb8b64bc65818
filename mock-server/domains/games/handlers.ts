import type { AnyHandler } from '../../core/define-handler';
import { addFavoriteGameHandler } from './handlers/add-favorite-game';
import { getGameMenusHandler } from './handlers/get-game-menus';
import { getHotGamesHandler } from './handlers/get-hot-games';
import { getLotteryLobbyHandler } from './handlers/get-lottery-lobby';
import { getLotteryMenuHandler } from './handlers/get-lottery-menu';
import { getRecentLotteryMenuHandler } from './handlers/get-recent-lottery-menu';
import { launchGameHandler } from './handlers/launch-game';
import { launchSportsGameHandler } from './handlers/launch-sports-game';
import { listFavoriteGameIdsHandler } from './handlers/list-favorite-game-ids';
import { listFavoriteGamesHandler } from './handlers/list-favorite-games';
import { listGameVendorsHandler } from './handlers/list-game-vendors';
import { listGamesHandler } from './handlers/list-games';
import { listLotteryGamesHandler } from './handlers/list-lottery-games';
import { listLotteryNumbersHandler } from './handlers/list-lottery-numbers';
import { listOpenedLotteryNumbersHandler } from './handlers/list-opened-lottery-numbers';
import { listPopularGamesHandler } from './handlers/list-popular-games';
import { listPvpRoomsHandler } from './handlers/list-pvp-rooms';
import { listRecentGamesHandler } from './handlers/list-recent-games';
import { listVendorGameTypesHandler } from './handlers/list-vendor-game-types';
import { removeFavoriteGameHandler } from './handlers/remove-favorite-game';

/** The games domain's operation handlers (tags `games` and `lottery`). */
export const gamesHandlers: AnyHandler[] = [
  addFavoriteGameHandler,
  getGameMenusHandler,
  getHotGamesHandler,
  getLotteryLobbyHandler,
  getLotteryMenuHandler,
  getRecentLotteryMenuHandler,
  launchGameHandler,
  launchSportsGameHandler,
  listFavoriteGameIdsHandler,
  listFavoriteGamesHandler,
  listGameVendorsHandler,
  listGamesHandler,
  listLotteryGamesHandler,
  listLotteryNumbersHandler,
  listOpenedLotteryNumbersHandler,
  listPopularGamesHandler,
  listPvpRoomsHandler,
  listRecentGamesHandler,
  listVendorGameTypesHandler,
  removeFavoriteGameHandler,
];

import type { AnyHandler } from '../../core/define-handler';
import { catalogueHandlers } from './handlers/catalogue-handlers';
import { favoriteHandlers } from './handlers/favorite-handlers';
import { launchHandlers } from './handlers/launch-handlers';
import { lotteryHandlers } from './handlers/lottery-handlers';

/** The games domain's operation handlers (tags `games` and `lottery`). */
export const gamesHandlers: AnyHandler[] = [
  ...catalogueHandlers,
  ...favoriteHandlers,
  ...launchHandlers,
  ...lotteryHandlers,
];

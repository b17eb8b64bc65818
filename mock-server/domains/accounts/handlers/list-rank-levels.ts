import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { rankLevels } from '../rules/player-rank';

/** The site's VIP levels for the VIP page, visitors included (no member data). */
export const listRankLevelsHandler = defineHandler('listRankLevels', 'anyone', () =>
  ok<'listRankLevels'>(rankLevels()),
);

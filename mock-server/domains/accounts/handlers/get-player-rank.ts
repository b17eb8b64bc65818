import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { playerRankOf } from '../rules/player-rank';

export const getPlayerRankHandler = defineHandler('getPlayerRank', 'realMember', (ctx) =>
  ok<'getPlayerRank'>(playerRankOf(ctx.backend.db, ctx.me())),
);

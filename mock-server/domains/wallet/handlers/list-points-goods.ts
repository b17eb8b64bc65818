import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pointsGateFailure } from '../rules/gates';
import { listGoods } from '../rules/points-redeem';

export const listPointsGoodsHandler = defineHandler(
  'listPointsGoods',
  'realMember',
  ({ backend, query }) => {
    return pointsGateFailure(backend) ?? ok<'listPointsGoods'>(listGoods(backend.db, query));
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { depositLimitsView } from '../presenters';
import { depositLimitsNow } from '../rules/deposit-limit-store';

export const getDepositLimitsHandler = defineHandler(
  'getDepositLimits',
  'realMember',
  ({ backend, me }) =>
    ok<'getDepositLimits'>(
      depositLimitsView(depositLimitsNow(backend.db, me().id, backend.clock.nowMs())),
    ),
);

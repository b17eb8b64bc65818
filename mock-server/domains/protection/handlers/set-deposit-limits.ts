import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { depositLimitsView } from '../presenters';
import { setDepositLimits } from '../rules/deposit-limit-store';

export const setDepositLimitsHandler = defineHandler(
  'setDepositLimits',
  'realMember',
  async ({ backend, me, body }) => {
    const outcome = await setDepositLimits(backend, me().id, body);
    return outcome.kind === 'ok'
      ? ok<'setDepositLimits'>(depositLimitsView(outcome.value))
      : outcome;
  },
);

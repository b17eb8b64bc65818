import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { confirmReceipt } from '../rules/withdrawals';

export const confirmWithdrawalReceiptHandler = defineHandler(
  'confirmWithdrawalReceipt',
  'realMember',
  async ({ backend, me, path, body }) => {
    const outcome = await confirmReceipt(backend, me().id, path.withdrawalId, body);
    return outcome.kind === 'ok' ? ok<'confirmWithdrawalReceipt'>(outcome.value) : outcome;
  },
);

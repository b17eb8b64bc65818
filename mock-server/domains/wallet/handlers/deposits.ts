import { defineHandler } from '../../../core/define-handler';
import { created, ok } from '../../../core/envelope';
import { idempotent } from '../../../core/idempotency';
import { retryFields } from './retry-fields';
import { createDeposit, depositView, listChannels, listDeposits } from '../rules/deposits';

export const listDepositChannelsHandler = defineHandler(
  'listDepositChannels',
  'realMember',
  ({ backend }) => ok<'listDepositChannels'>(listChannels(backend.db)),
);

export const listDepositsHandler = defineHandler(
  'listDeposits',
  'realMember',
  ({ backend, me, query }) => {
    const outcome = listDeposits(backend.db, me().id, query, backend.clock.nowMs());
    return outcome.kind === 'ok' ? ok<'listDeposits'>(outcome.value) : outcome;
  },
);

export const createDepositHandler = defineHandler(
  'createDeposit',
  'realMember',
  ({ backend, me, body }) => {
    const memberId = me().id;
    return idempotent(
      backend,
      {
        memberId,
        operationId: 'createDeposit',
        requestId: body.requestId,
        fields: retryFields(body),
      },
      async () => {
        const outcome = await createDeposit(backend, memberId, body);
        return outcome.kind === 'ok'
          ? created<'createDeposit'>(depositView(outcome.value, backend.clock.nowMs()))
          : outcome;
      },
    );
  },
);

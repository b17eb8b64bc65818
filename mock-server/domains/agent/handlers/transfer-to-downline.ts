import { defineHandler } from '../../../core/define-handler';
import { fail, ok, isFailure } from '../../../core/envelope';
import { idempotent } from '../../../core/idempotency';
import { findTeamMember } from '../rules/team';
import { checkPaymentPassword } from '../../../core/payment-password';
import { amountToCents, canMoveMoney } from '../rules/transfer-rules';
import { amountInvalid, transfer } from '../rules/downline-transfer';

/** Agent -> any member of its downline tree. */
export const transferToDownlineHandler = defineHandler(
  'transferToDownline',
  'agent',
  async ({ body, backend, me }) => {
    const agent = me();
    const amountCents = amountToCents(body.amount);
    if (amountCents === null) return amountInvalid();
    const wrongPassword = await checkPaymentPassword(backend, agent, body.paymentPassword);
    if (wrongPassword) return wrongPassword;
    const target = findTeamMember(backend.db, agent.id, body.account);
    if (!target) return fail(404, 'not_found', 'no such downline', { field: 'body.account' });
    const key = {
      memberId: agent.id,
      operationId: 'transferToDownline' as const,
      requestId: body.requestId,
      fields: { account: target.member.id, amountCents },
    };
    return idempotent(backend, key, async () => {
      if (!canMoveMoney(agent))
        return fail(409, 'conflict', 'your account may not move money now', {
          field: 'body.account',
        });
      if (!canMoveMoney(target.member))
        return fail(
          409,
          'conflict',
          `the account of ${target.member.account} is ${target.member.status}`,
          { field: 'body.account' },
        );
      const done = await transfer(backend, agent, target.member, {
        amountCents,
        requestId: body.requestId,
        direction: 'toDownline',
      });
      return isFailure(done) ? done : ok<'transferToDownline'>(done);
    });
  },
);

import { defineHandler } from '../../../core/define-handler';
import { fail, ok, isFailure } from '../../../core/envelope';
import { idempotent } from '../../../core/idempotency';
import { checkPaymentPassword } from '../../../core/payment-password';
import { amountToCents, canMoveMoney } from '../rules/transfer-rules';
import { amountInvalid, transfer } from '../rules/downline-transfer';

/** Any real member -> its direct upline. */
export const transferToUplineHandler = defineHandler(
  'transferToUpline',
  'realMember',
  async ({ body, backend, me }) => {
    const member = me();
    const upline = member.uplineId ? backend.db.members.get(member.uplineId) : undefined;
    if (!upline) return fail(403, 'forbidden', 'this account has no upline to transfer to');
    if (!canMoveMoney(member)) return fail(403, 'forbidden', 'this account may not move money now');
    const amountCents = amountToCents(body.amount);
    if (amountCents === null) return amountInvalid();
    const wrongPassword = await checkPaymentPassword(backend, member, body.paymentPassword);
    if (wrongPassword) return wrongPassword;
    const key = {
      memberId: member.id,
      operationId: 'transferToUpline' as const,
      requestId: body.requestId,
      fields: { upline: upline.id, amountCents },
    };
    return idempotent(backend, key, async () => {
      if (!canMoveMoney(upline))
        return fail(409, 'conflict', `the upline's account is ${upline.status}`);
      const done = await transfer(backend, member, upline, {
        amountCents,
        requestId: body.requestId,
        direction: 'toUpline',
      });
      return isFailure(done) ? done : ok<'transferToUpline'>(done);
    });
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { setPaymentPassword } from '../rules/payment-password';

export const setPaymentPasswordHandler = defineHandler(
  'setPaymentPassword',
  'realMember',
  async (ctx) => {
    const refused = await setPaymentPassword(ctx.backend, ctx.me(), ctx.body);
    return refused ?? ok<'setPaymentPassword'>({ hasPaymentPassword: true });
  },
);

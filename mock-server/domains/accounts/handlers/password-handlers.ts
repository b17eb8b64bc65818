import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import {
  changePassword,
  resetPasswordByPhone,
  sendPasswordResetMail,
} from '../rules/password-changes';
import { signIn } from '../rules/sessions';

/** Changing and resetting the login password. */
export const passwordHandlers = [
  defineHandler('changePassword', 'realMember', async (ctx) => {
    const refused = await changePassword(ctx.backend, ctx.me(), ctx.body);
    return refused ?? ok<'changePassword'>(null);
  }),

  defineHandler('resetPasswordByEmail', 'anyone', async (ctx) => {
    const refused = await sendPasswordResetMail(ctx.backend, ctx.body);
    return refused ?? ok<'resetPasswordByEmail'>(null);
  }),

  defineHandler('resetPasswordByPhone', 'anyone', async (ctx) => {
    const member = await resetPasswordByPhone(ctx.backend, ctx.body);
    if ('kind' in member) return member;
    return ok<'resetPasswordByPhone'>(await signIn(ctx.backend, member));
  }),
];

import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { registerPlayer } from '../rules/registration';
import { signIn } from '../rules/sessions';

/** Self-registration; the new member is signed in at once (`login: true`). */
export const registrationHandlers = [
  defineHandler('register', 'anyone', async (ctx) => {
    const member = await registerPlayer(ctx.backend, 'username', ctx.body);
    if ('kind' in member) return member;
    return created<'register'>(await signIn(ctx.backend, member));
  }),

  defineHandler('registerMobile', 'anyone', async (ctx) => {
    const member = await registerPlayer(ctx.backend, 'mobile', ctx.body);
    if ('kind' in member) return member;
    return created<'registerMobile'>(await signIn(ctx.backend, member));
  }),
];

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { clientKeyOf, issueCaptcha } from '../rules/captcha-store';
import { createTrialAccount } from '../rules/free-play';
import { checkInvitationCode } from '../rules/invitation-codes';
import { authenticate } from '../rules/login';
import { signIn, signOut } from '../rules/sessions';

/** Signing in and out, captchas and the invitation-code check (tag `session`). */
export const sessionHandlers = [
  defineHandler('login', 'anyone', async (ctx) => {
    const member = await authenticate(ctx.backend, ctx.body);
    if ('kind' in member) return member;
    return ok<'login'>(await signIn(ctx.backend, member));
  }),

  defineHandler('freePlayLogin', 'anyone', async (ctx) => {
    const member = await createTrialAccount(ctx.backend, ctx.body);
    if ('kind' in member) return member;
    return ok<'freePlayLogin'>(await signIn(ctx.backend, member));
  }),

  defineHandler('logout', 'anyone', async (ctx) => {
    if (ctx.session) await signOut(ctx.backend.db, ctx.session.id);
    return ok<'logout'>(null);
  }),

  defineHandler('markFirstLogin', 'anyone', async (ctx) => {
    const me = ctx.me();
    if (me.firstTimeLogin) {
      await ctx.backend.db.members.update(me.id, (m) => {
        m.firstTimeLogin = false;
      });
    }
    return ok<'markFirstLogin'>(null);
  }),

  defineHandler('getCaptcha', 'anyone', async (ctx) => {
    const captcha = await issueCaptcha(ctx.backend, clientKeyOf(ctx.headers));
    if ('kind' in captcha) return captcha;
    return { ...ok<'getCaptcha'>(captcha.image), headers: { 'X-Captcha-Id': captcha.captchaId } };
  }),

  defineHandler('checkAffiliateCode', 'anyone', (ctx) => {
    const check = checkInvitationCode(ctx.backend.db, ctx.query.code);
    return 'kind' in check ? check : ok<'checkAffiliateCode'>(check);
  }),
];

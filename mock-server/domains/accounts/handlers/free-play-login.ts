import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { withinLimit } from '../../../core/rate-limits';
import { createTrialAccount } from '../rules/free-play';
import { signIn } from '../rules/sessions';

/** A new trial account per call: limited per client address (`freePlaysPerAddressPerHour`). */
export const freePlayLoginHandler = defineHandler('freePlayLogin', 'anyone', async (ctx) => {
  const member = await withinLimit(
    ctx.backend,
    {
      name: 'freePlay',
      key: ctx.request.address,
      perHour: ctx.backend.config.freePlaysPerAddressPerHour,
      what: 'free plays from this address',
    },
    () => createTrialAccount(ctx.backend, ctx.body),
  );
  if ('kind' in member) return member;
  return ok<'freePlayLogin'>(await signIn(ctx.backend, member, ctx.request));
});

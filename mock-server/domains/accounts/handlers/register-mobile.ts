import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { withinLimit } from '../../../core/rate-limits';
import { registerPlayer } from '../rules/registration';
import { signIn } from '../rules/sessions';

/** Registrations are limited per client address (`registrationsPerAddressPerHour`). */
export const registerMobileHandler = defineHandler('registerMobile', 'anyone', async (ctx) => {
  const member = await withinLimit(
    ctx.backend,
    {
      name: 'registrations',
      key: ctx.request.address,
      perHour: ctx.backend.config.registrationsPerAddressPerHour,
      what: 'registrations from this address',
    },
    () => registerPlayer(ctx.backend, 'mobile', ctx.body),
  );
  if ('kind' in member) return member;
  return created<'registerMobile'>(await signIn(ctx.backend, member, ctx.request));
});

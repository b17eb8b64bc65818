import { defineHandler } from '../../../core/define-handler';
import { created, refusals } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { localOnly } from '../rules/control-access';
import { signInLinksOf, signInUrl } from '../rules/sign-in-links';

/**
 * "Open the portal as this member": a one-time code bound to the member, valid for a few minutes
 * on the sandbox clock, and the portal address (under the sandbox's prefix) that redeems it.
 */
export const createSignInLinkHandler = defineHandler(
  'createSignInLink',
  'anyone',
  localOnly(({ body, backend, headers }) => {
    const member = backend.db.memberByAccount(body.account.trim().toLowerCase());
    if (!member) return refusals.notFound('account');
    const { code, expiresAtMs } = signInLinksOf(backend.db).issue(
      member.id,
      backend.clock.nowMs(),
      undefined,
      member.account,
    );
    return created<'createSignInLink'>({
      account: member.account,
      code,
      url: signInUrl(siteOrigin(headers), code),
      expiresAt: new Date(expiresAtMs).toISOString(),
    });
  }),
);

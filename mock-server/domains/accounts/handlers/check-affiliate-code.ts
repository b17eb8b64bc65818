import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { checkInvitationCode } from '../rules/invitation-codes';

export const checkAffiliateCodeHandler = defineHandler('checkAffiliateCode', 'anyone', (ctx) => {
  const check = checkInvitationCode(ctx.backend.db, ctx.query.code);
  return 'kind' in check ? check : ok<'checkAffiliateCode'>(check);
});

import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { trialAccountType } from '../../../core/members';
import { avatarOf } from '../rules/avatars';
import { languageOf, memberInfoOf, memberProfileOf } from '../rules/member-views';
import { setPaymentPassword } from '../rules/payment-password';
import { updateProfile } from '../rules/profile-update';

/** The signed-in member's own account: info, avatar, language, profile, payment password. */
export const memberHandlers = [
  defineHandler('getMemberInfo', 'anyone', (ctx) =>
    ok<'getMemberInfo'>(memberInfoOf(ctx.backend, ctx.me())),
  ),

  defineHandler('getMemberIcon', 'anyone', (ctx) =>
    ok<'getMemberIcon'>(avatarOf(ctx.backend.db, ctx.me())),
  ),

  // The member-centre service keeps no avatar record for trial accounts (they have no member centre).
  defineHandler('getPlayerAvatar', 'anyone', (ctx) => {
    const me = ctx.me();
    if (me.type === trialAccountType) return refusals.notFound('avatar for this player');
    return ok<'getPlayerAvatar'>(avatarOf(ctx.backend.db, me));
  }),

  defineHandler('updateLanguage', 'anyone', async (ctx) => {
    const updated = await ctx.backend.db.members.update(ctx.me().id, (m) => {
      m.language = ctx.body.language;
    });
    return ok<'updateLanguage'>({ language: languageOf(updated) });
  }),

  defineHandler('getMemberProfile', 'realMember', (ctx) =>
    ok<'getMemberProfile'>(memberProfileOf(ctx.me())),
  ),

  defineHandler('updateMemberProfile', 'realMember', async (ctx) => {
    const updated = await updateProfile(ctx.backend, ctx.me(), ctx.body);
    return 'kind' in updated ? updated : ok<'updateMemberProfile'>(memberProfileOf(updated));
  }),

  defineHandler('setPaymentPassword', 'realMember', async (ctx) => {
    const refused = await setPaymentPassword(ctx.backend, ctx.me(), ctx.body);
    return refused ?? ok<'setPaymentPassword'>({ hasPaymentPassword: true });
  }),
];

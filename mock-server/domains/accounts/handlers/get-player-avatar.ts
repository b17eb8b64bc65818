import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { trialAccountType } from '../../../core/members';
import { avatarOf } from '../rules/avatars';

// The member-centre service keeps no avatar record for trial accounts (they have no member centre).
export const getPlayerAvatarHandler = defineHandler('getPlayerAvatar', 'anyone', (ctx) => {
  const me = ctx.me();
  if (me.type === trialAccountType) return refusals.notFound('avatar for this player');
  return ok<'getPlayerAvatar'>(avatarOf(ctx.backend.db, me));
});

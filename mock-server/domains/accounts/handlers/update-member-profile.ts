import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { memberProfileOf } from '../presenters';
import { updateProfile } from '../rules/profile-update';

export const updateMemberProfileHandler = defineHandler(
  'updateMemberProfile',
  'realMember',
  async (ctx) => {
    const updated = await updateProfile(ctx.backend, ctx.me(), ctx.body);
    return 'kind' in updated ? updated : ok<'updateMemberProfile'>(memberProfileOf(updated));
  },
);

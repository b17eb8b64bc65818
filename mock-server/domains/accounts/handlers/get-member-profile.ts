import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { memberProfileOf } from '../presenters';

export const getMemberProfileHandler = defineHandler('getMemberProfile', 'realMember', (ctx) =>
  ok<'getMemberProfile'>(memberProfileOf(ctx.me())),
);

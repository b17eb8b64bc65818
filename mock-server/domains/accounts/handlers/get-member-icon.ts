import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { avatarOf } from '../rules/avatars';

export const getMemberIconHandler = defineHandler('getMemberIcon', 'anyone', (ctx) =>
  ok<'getMemberIcon'>(avatarOf(ctx.backend.db, ctx.me())),
);

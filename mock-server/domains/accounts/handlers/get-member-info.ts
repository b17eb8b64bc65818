import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { memberInfoOf } from '../presenters';

export const getMemberInfoHandler = defineHandler('getMemberInfo', 'anyone', (ctx) =>
  ok<'getMemberInfo'>(memberInfoOf(ctx.backend, ctx.me())),
);

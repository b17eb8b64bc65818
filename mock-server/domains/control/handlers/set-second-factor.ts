import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { changeSecondFactor } from '../rules/second-factor-change';

export const setSecondFactorHandler = defineHandler(
  'setSecondFactor',
  'anyone',
  localOnly(async (ctx) => {
    const changed = await changeSecondFactor(ctx.backend, ctx.body);
    if ('kind' in changed) return changed;
    return ok<'setSecondFactor'>(changed);
  }),
);

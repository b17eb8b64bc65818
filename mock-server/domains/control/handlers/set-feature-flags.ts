import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { changeFlags } from '../rules/feature-flag-change';
import { sandboxConfigView } from '../presenters';

export const setFeatureFlagsHandler = defineHandler(
  'setFeatureFlags',
  'anyone',
  localOnly((ctx) => {
    const changed = changeFlags(ctx.backend.config.flags, ctx.body.flags);
    if ('kind' in changed) return changed;
    ctx.backend.config.flags = changed.flags;
    return ok<'setFeatureFlags'>(sandboxConfigView(ctx.backend));
  }),
);

import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { checkFaults } from '../rules/fault-rules';
import { sandboxConfigView } from '../presenters';

export const setFaultsHandler = defineHandler(
  'setFaults',
  'anyone',
  localOnly((ctx) => {
    const checked = checkFaults(ctx.body.faults);
    if ('kind' in checked) return checked;
    ctx.backend.config.faults = checked.faults;
    return ok<'setFaults'>(sandboxConfigView(ctx.backend));
  }),
);

import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { sandboxConfigView } from '../presenters';
import { checkSystemStatus } from '../rules/system-status-change';

export const setSystemStatusHandler = defineHandler(
  'setSystemStatus',
  'anyone',
  localOnly((ctx) => {
    const checked = checkSystemStatus(ctx.body, ctx.backend.clock.nowMs());
    if ('kind' in checked) return checked;
    ctx.backend.config.systemStatus = checked.systemStatus;
    return ok<'setSystemStatus'>(sandboxConfigView(ctx.backend));
  }),
);

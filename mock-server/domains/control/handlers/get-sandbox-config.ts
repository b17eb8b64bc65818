import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { sandboxConfigView } from '../presenters';

export const getSandboxConfigHandler = defineHandler(
  'getSandboxConfig',
  'anyone',
  localOnly((ctx) => ok<'getSandboxConfig'>(sandboxConfigView(ctx.backend))),
);

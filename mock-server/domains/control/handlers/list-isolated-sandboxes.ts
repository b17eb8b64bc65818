import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf } from '../rules/sandbox-hub-port';

export const listIsolatedSandboxesHandler = defineHandler(
  'listIsolatedSandboxes',
  'anyone',
  localOnly(({ backend }) => {
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    return ok<'listIsolatedSandboxes'>({
      sandboxes: hub.listSandboxes(),
      maxSandboxes: hub.maxSandboxes,
      idleMinutes: hub.idleMinutes,
    });
  }),
);

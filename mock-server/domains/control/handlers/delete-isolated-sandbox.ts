import { defineHandler } from '../../../core/define-handler';
import { fail, ok, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf } from '../rules/sandbox-hub-port';

export const deleteIsolatedSandboxHandler = defineHandler(
  'deleteIsolatedSandbox',
  'anyone',
  localOnly(({ backend, path }) => {
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    if (!hub.deleteSandbox(path.sandboxId))
      return fail(404, 'not_found', `no sandbox ${path.sandboxId}`, {
        field: 'path.sandboxId',
      });
    return ok<'deleteIsolatedSandbox'>({ id: path.sandboxId });
  }),
);

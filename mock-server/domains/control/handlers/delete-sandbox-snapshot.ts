import { defineHandler } from '../../../core/define-handler';
import { fail, ok, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf } from '../rules/sandbox-hub-port';

export const deleteSandboxSnapshotHandler = defineHandler(
  'deleteSandboxSnapshot',
  'anyone',
  localOnly(async ({ backend, path }) => {
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    if (!(await hub.deleteSnapshot(path.name)))
      return fail(404, 'not_found', `no snapshot ${path.name}`, { field: 'path.name' });
    return ok<'deleteSandboxSnapshot'>({ name: path.name });
  }),
);

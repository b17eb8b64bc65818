import { defineHandler } from '../../../core/define-handler';
import { fail, ok, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf, snapshotInfo } from '../rules/sandbox-hub-port';

export const restoreSandboxSnapshotHandler = defineHandler(
  'restoreSandboxSnapshot',
  'anyone',
  localOnly(async ({ backend, path }) => {
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    const saved = hub.snapshotNamed(path.name);
    if (!saved) return fail(404, 'not_found', `no snapshot ${path.name}`, { field: 'path.name' });
    await backend.importState(structuredClone(saved.snapshot));
    return ok<'restoreSandboxSnapshot'>(snapshotInfo(saved));
  }),
);

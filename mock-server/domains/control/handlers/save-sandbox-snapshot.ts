import { defineHandler } from '../../../core/define-handler';
import { created, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf, snapshotInfo } from '../rules/sandbox-hub-port';

/** Saves this sandbox's state under a name, server-wide (any sandbox may restore it). */
export const saveSandboxSnapshotHandler = defineHandler(
  'saveSandboxSnapshot',
  'anyone',
  localOnly(async ({ backend, body }) => {
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    return created<'saveSandboxSnapshot'>(snapshotInfo(await hub.saveSnapshot(body.name, backend)));
  }),
);

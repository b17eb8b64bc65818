import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf, snapshotInfo } from '../rules/sandbox-hub-port';

export const listSandboxSnapshotsHandler = defineHandler(
  'listSandboxSnapshots',
  'anyone',
  localOnly(({ backend }) => {
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    return ok<'listSandboxSnapshots'>(hub.listSnapshots().map(snapshotInfo));
  }),
);

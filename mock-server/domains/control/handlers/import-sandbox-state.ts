import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { importAtomically } from '../rules/state-import';
import { parseSnapshot } from '../rules/state-snapshot';
import { restoreMemberSecrets } from '../rules/state-secrets';

export const importSandboxStateHandler = defineHandler(
  'importSandboxState',
  'anyone',
  localOnly(async (ctx) => {
    const parsed = parseSnapshot(ctx.body, ctx.backend.db);
    if ('kind' in parsed) return parsed;
    // An export without secrets: members keep their passwords (rules/state-secrets.ts).
    restoreMemberSecrets(parsed.snapshot.tables, ctx.backend.db);
    const imported = await importAtomically(ctx.backend, parsed.snapshot);
    if ('kind' in imported) return imported;
    return ok<'importSandboxState'>(imported);
  }),
);

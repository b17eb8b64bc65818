import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import type { SuccessValue } from '../../../core/handler-types';
import { withoutSecrets } from '../rules/state-secrets';

/**
 * The catalogue is left out: an import (or a restart) makes it again from the seed. Secrets are
 * left out too unless `?secrets=true` (rules/state-secrets.ts).
 */
export const exportSandboxStateHandler = defineHandler(
  'exportSandboxState',
  'anyone',
  localOnly((ctx) => {
    const whole = ctx.backend.exportState({ includeCatalogue: false });
    const snapshot = ctx.query.secrets === true ? whole : withoutSecrets(whole);
    // The generated type of the snapshot's `config` and records is `Record<string, never>` (the
    // contract says only `type: object`); the value is the state as exported.
    return ok<'exportSandboxState'>(snapshot as unknown as SuccessValue<'exportSandboxState'>);
  }),
);

import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import type { SuccessValue } from '../../../core/handler-types';

/** The catalogue is left out: an import (or a restart) makes it again from the seed. */
export const exportSandboxStateHandler = defineHandler(
  'exportSandboxState',
  'anyone',
  localOnly((ctx) => {
    const snapshot = ctx.backend.exportState({ includeCatalogue: false });
    // The generated type of the snapshot's `config` and records is `Record<string, never>` (the
    // contract says only `type: object`); the value is the state as exported.
    return ok<'exportSandboxState'>(snapshot as unknown as SuccessValue<'exportSandboxState'>);
  }),
);

import { ok } from '../../../core/envelope';
import type { SuccessValue } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import { Table } from '../../../db/typed-collection';
import { advancedOffset } from '../rules/clock-advance';
import { importAtomically } from '../rules/state-import';
import { parseSnapshot } from '../rules/state-snapshot';
import { controlHandler } from './control-handler';

function sizeOf(db: Db, name: string): number {
  const table: unknown = (db as Record<string, unknown>)[name];
  return table instanceof Table ? table.size : 0;
}

export const resetSandbox = controlHandler('resetSandbox', async (ctx) => {
  const seed = ctx.body?.seed;
  await ctx.backend.reset(seed === undefined ? {} : { seed });
  const { db } = ctx.backend;
  return ok<'resetSandbox'>({
    seed: ctx.backend.seed.seed,
    members: db.members.size,
    games: sizeOf(db, 'games'),
  });
});

export const advanceSandboxClock = controlHandler('advanceSandboxClock', (ctx) => {
  const { clock } = ctx.backend;
  const advanced = advancedOffset(clock.offsetMs, ctx.body.minutes);
  if ('kind' in advanced) return advanced;
  clock.offsetMs = advanced.offsetMs;
  return ok<'advanceSandboxClock'>({ now: clock.iso(), clockOffsetMs: clock.offsetMs });
});

/** The catalogue is left out: an import (or a restart) makes it again from the seed. */
export const exportSandboxState = controlHandler('exportSandboxState', (ctx) => {
  const snapshot = ctx.backend.exportState({ includeCatalogue: false });
  // The generated type of the snapshot's `config` and records is `Record<string, never>` (the
  // contract says only `type: object`); the value is the state as exported.
  return ok<'exportSandboxState'>(snapshot as unknown as SuccessValue<'exportSandboxState'>);
});

export const importSandboxState = controlHandler('importSandboxState', async (ctx) => {
  const parsed = parseSnapshot(ctx.body, ctx.backend.db);
  if ('kind' in parsed) return parsed;
  const imported = await importAtomically(ctx.backend, parsed.snapshot);
  if ('kind' in imported) return imported;
  return ok<'importSandboxState'>(imported);
});

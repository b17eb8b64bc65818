import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import type { Db } from '../../../db/create-db';
import { Table } from '../../../db/typed-collection';

function sizeOf(db: Db, name: string): number {
  const table: unknown = (db as Record<string, unknown>)[name];
  return table instanceof Table ? table.size : 0;
}

export const resetSandboxHandler = defineHandler(
  'resetSandbox',
  'anyone',
  localOnly(async (ctx) => {
    const seed = ctx.body?.seed;
    await ctx.backend.reset(seed === undefined ? {} : { seed });
    const { db } = ctx.backend;
    return ok<'resetSandbox'>({
      seed: ctx.backend.seed.seed,
      members: db.members.size,
      games: sizeOf(db, 'games'),
    });
  }),
);

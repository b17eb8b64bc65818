import type { SeedContext } from '../../seed/seed-context';

/** Seeds the system domain's tables. */
export async function seedSystem(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

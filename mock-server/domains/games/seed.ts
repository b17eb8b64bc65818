import type { SeedContext } from '../../seed/seed-context';

/** Seeds the games domain's tables. */
export async function seedGames(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

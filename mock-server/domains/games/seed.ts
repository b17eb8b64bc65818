import type { SeedContext } from '../../seed/seed-context';

/** Seeds the game catalogue (vendors, menus, games): immutable after seeding. */
export async function seedGames(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

/** Seeds what members did with games: bets, favourites, recent games (after accounts exist). */
export async function seedGameActivity(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

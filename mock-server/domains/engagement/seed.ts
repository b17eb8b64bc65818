import type { SeedContext } from '../../seed/seed-context';

/** Seeds the engagement domain's tables. */
export async function seedEngagement(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

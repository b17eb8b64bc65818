import type { SeedContext } from '../../seed/seed-context';

/** Seeds the agent domain's tables. */
export async function seedAgent(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

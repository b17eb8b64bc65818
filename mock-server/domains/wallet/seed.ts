import type { SeedContext } from '../../seed/seed-context';

/** Seeds the wallet domain's tables. */
export async function seedWallet(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

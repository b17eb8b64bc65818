import type { SeedContext } from '../../seed/seed-context';

/** Seeds the control domain's tables. */
export async function seedControl(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

import type { SeedContext } from '../../seed/seed-context';

/**
 * Seeds the protection domain's tables: nothing. Every member starts without deposit limits, with
 * reality checks off and without a time-out or self-exclusion (the protection settings are the
 * member's own choices, so the demo accounts behave as before).
 */
export async function seedProtection(ctx: SeedContext): Promise<void> {
  await Promise.resolve(ctx);
}

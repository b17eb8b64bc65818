import { seedAccounts } from '../domains/accounts/seed';
import { seedAgent } from '../domains/agent/seed';
import { seedControl } from '../domains/control/seed';
import { seedEngagement } from '../domains/engagement/seed';
import { seedGames } from '../domains/games/seed';
import { seedSystem } from '../domains/system/seed';
import { seedWallet } from '../domains/wallet/seed';
import type { SeedContext } from './seed-context';

/**
 * Seeds every domain in dependency order: reference data, then accounts (with the demo accounts
 * of fixtures/), then what belongs to accounts (wallets, games activity, engagement, agent trees).
 */
export async function seedBackend(ctx: SeedContext): Promise<void> {
  await seedSystem(ctx);
  await seedGames(ctx);
  await seedAccounts(ctx);
  await seedWallet(ctx);
  await seedAgent(ctx);
  await seedEngagement(ctx);
  await seedControl(ctx);
}

import { seedAccounts } from '../domains/accounts/seed';
import { seedAgent } from '../domains/agent/seed';
import { seedControl } from '../domains/control/seed';
import { seedEngagement } from '../domains/engagement/seed';
import { seedGameActivity, seedGames } from '../domains/games/seed';
import { seedProtection } from '../domains/protection/seed';
import { seedSystem } from '../domains/system/seed';
import { seedWallet } from '../domains/wallet/seed';
import type { SeedContext } from './seed-context';

/**
 * Seeds every domain in dependency order: reference data and the game catalogue, then accounts
 * (the demo accounts of seed/demo-accounts.ts first), then what belongs to accounts: wallets, play (bets,
 * favourites, recent games), agent contracts, promotions and messages,
 * and the (empty) player-protection settings.
 */
export async function seedBackend(ctx: SeedContext): Promise<void> {
  await seedSystem(ctx);
  await seedGames(ctx);
  await seedAccounts(ctx);
  await seedWallet(ctx);
  await seedGameActivity(ctx);
  await seedAgent(ctx);
  await seedEngagement(ctx);
  await seedProtection(ctx);
  await seedControl(ctx);
}

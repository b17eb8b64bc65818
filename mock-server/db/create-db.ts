import { createAccountsTables } from '../domains/accounts/tables';
import { createAgentTables } from '../domains/agent/tables';
import { createControlTables } from '../domains/control/tables';
import { createEngagementTables } from '../domains/engagement/tables';
import { createGamesTables } from '../domains/games/tables';
import { createProtectionTables } from '../domains/protection/tables';
import { createSystemTables } from '../domains/system/tables';
import { createWalletTables } from '../domains/wallet/tables';
import { createCoreTables } from './core-tables';

/** Every table of the mock: the shared core plus each domain's own. */
export function createDb() {
  return {
    ...createCoreTables(),
    ...createAccountsTables(),
    ...createSystemTables(),
    ...createWalletTables(),
    ...createGamesTables(),
    ...createEngagementTables(),
    ...createAgentTables(),
    ...createProtectionTables(),
    ...createControlTables(),
  };
}

export type Db = ReturnType<typeof createDb>;

import type { AnyHandler } from './core/define-handler';
import { accountsHandlers } from './domains/accounts/handlers';
import { agentHandlers } from './domains/agent/handlers';
import { controlHandlers } from './domains/control/handlers';
import { engagementHandlers } from './domains/engagement/handlers';
import { gamesHandlers } from './domains/games/handlers';
import { protectionHandlers } from './domains/protection/handlers';
import { systemHandlers } from './domains/system/handlers';
import { walletHandlers } from './domains/wallet/handlers';

/** Every operation handler of the mock; the coverage test checks one per contract operation. */
export const allHandlers: readonly AnyHandler[] = [
  ...accountsHandlers,
  ...systemHandlers,
  ...walletHandlers,
  ...gamesHandlers,
  ...engagementHandlers,
  ...agentHandlers,
  ...protectionHandlers,
  ...controlHandlers,
];

import type { AnyHandler } from '../../core/define-handler';
import { getDepositLimitsHandler } from './handlers/get-deposit-limits';
import { getExclusionHandler } from './handlers/get-exclusion';
import { getRealityCheckHandler } from './handlers/get-reality-check';
import { getSessionSummaryHandler } from './handlers/get-session-summary';
import { setDepositLimitsHandler } from './handlers/set-deposit-limits';
import { setRealityCheckHandler } from './handlers/set-reality-check';
import { startSelfExclusionHandler } from './handlers/start-self-exclusion';
import { startTimeOutHandler } from './handlers/start-time-out';

/** The protection domain's operation handlers (tag `protection`). */
export const protectionHandlers: AnyHandler[] = [
  getDepositLimitsHandler,
  getExclusionHandler,
  getRealityCheckHandler,
  getSessionSummaryHandler,
  setDepositLimitsHandler,
  setRealityCheckHandler,
  startSelfExclusionHandler,
  startTimeOutHandler,
];

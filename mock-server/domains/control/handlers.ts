import type { AnyHandler } from '../../core/define-handler';
import {
  getSandboxConfig,
  setFaults,
  setFeatureFlags,
  setSandboxSettings,
  setSystemStatus,
} from './handlers/config-handlers';
import { getCaptchaAnswer, listDemoAccounts, listSandboxInbox } from './handlers/reading-handlers';
import {
  advanceSandboxClock,
  exportSandboxState,
  importSandboxState,
  resetSandbox,
} from './handlers/state-handlers';

/** The control domain's operation handlers (the sandbox's control API under /__mock). */
export const controlHandlers: AnyHandler[] = [
  resetSandbox,
  getSandboxConfig,
  setSystemStatus,
  setFeatureFlags,
  setFaults,
  setSandboxSettings,
  advanceSandboxClock,
  exportSandboxState,
  importSandboxState,
  listDemoAccounts,
  listSandboxInbox,
  getCaptchaAnswer,
];

import type { AnyHandler } from '../../core/define-handler';
import { advanceSandboxClockHandler } from './handlers/advance-sandbox-clock';
import { createSandboxMemberHandler } from './handlers/create-sandbox-member';
import { exportSandboxStateHandler } from './handlers/export-sandbox-state';
import { getCaptchaAnswerHandler } from './handlers/get-captcha-answer';
import { getSandboxConfigHandler } from './handlers/get-sandbox-config';
import { importSandboxStateHandler } from './handlers/import-sandbox-state';
import { listDemoAccountsHandler } from './handlers/list-demo-accounts';
import { listSandboxInboxHandler } from './handlers/list-sandbox-inbox';
import { placeSandboxBetHandler } from './handlers/place-sandbox-bet';
import { resetSandboxHandler } from './handlers/reset-sandbox';
import { sendPlatformMessageHandler } from './handlers/send-platform-message';
import { sendSandboxChatMessageHandler } from './handlers/send-sandbox-chat-message';
import { setFaultsHandler } from './handlers/set-faults';
import { setFeatureFlagsHandler } from './handlers/set-feature-flags';
import { setSandboxSettingsHandler } from './handlers/set-sandbox-settings';
import { setSecondFactorHandler } from './handlers/set-second-factor';
import { setSystemStatusHandler } from './handlers/set-system-status';

/** The control domain's operation handlers (the sandbox's control API under /__mock, tag `mock-control`). */
export const controlHandlers: AnyHandler[] = [
  advanceSandboxClockHandler,
  createSandboxMemberHandler,
  exportSandboxStateHandler,
  getCaptchaAnswerHandler,
  getSandboxConfigHandler,
  importSandboxStateHandler,
  listDemoAccountsHandler,
  listSandboxInboxHandler,
  placeSandboxBetHandler,
  resetSandboxHandler,
  sendPlatformMessageHandler,
  sendSandboxChatMessageHandler,
  setFaultsHandler,
  setFeatureFlagsHandler,
  setSandboxSettingsHandler,
  setSecondFactorHandler,
  setSystemStatusHandler,
];

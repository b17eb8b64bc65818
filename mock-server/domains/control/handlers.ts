import type { AnyHandler } from '../../core/define-handler';
import { applyScenarioHandler } from './handlers/apply-scenario';
import { createIsolatedSandboxHandler } from './handlers/create-isolated-sandbox';
import { deleteIsolatedSandboxHandler } from './handlers/delete-isolated-sandbox';
import { deleteSandboxSnapshotHandler } from './handlers/delete-sandbox-snapshot';
import { listIsolatedSandboxesHandler } from './handlers/list-isolated-sandboxes';
import { listSandboxSnapshotsHandler } from './handlers/list-sandbox-snapshots';
import { listScenariosHandler } from './handlers/list-scenarios';
import { restoreSandboxSnapshotHandler } from './handlers/restore-sandbox-snapshot';
import { saveSandboxSnapshotHandler } from './handlers/save-sandbox-snapshot';
import { advanceSandboxClockHandler } from './handlers/advance-sandbox-clock';
import { createSandboxMemberHandler } from './handlers/create-sandbox-member';
import { createSignInLinkHandler } from './handlers/create-sign-in-link';
import { redeemSignInLinkHandler } from './handlers/redeem-sign-in-link';
import { exportSandboxStateHandler } from './handlers/export-sandbox-state';
import { getCaptchaAnswerHandler } from './handlers/get-captcha-answer';
import { getSandboxConfigHandler } from './handlers/get-sandbox-config';
import { importSandboxStateHandler } from './handlers/import-sandbox-state';
import { listDemoAccountsHandler } from './handlers/list-demo-accounts';
import { listSandboxInboxHandler } from './handlers/list-sandbox-inbox';
import { listSandboxRequestsHandler } from './handlers/list-sandbox-requests';
import { placeSandboxBetHandler } from './handlers/place-sandbox-bet';
import { resetSandboxHandler } from './handlers/reset-sandbox';
import { setBrandSettingsHandler } from './handlers/set-brand-settings';
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
  createSignInLinkHandler,
  redeemSignInLinkHandler,
  exportSandboxStateHandler,
  getCaptchaAnswerHandler,
  getSandboxConfigHandler,
  importSandboxStateHandler,
  listDemoAccountsHandler,
  listSandboxRequestsHandler,
  listSandboxInboxHandler,
  placeSandboxBetHandler,
  resetSandboxHandler,
  sendPlatformMessageHandler,
  sendSandboxChatMessageHandler,
  setBrandSettingsHandler,
  setFaultsHandler,
  setFeatureFlagsHandler,
  setSandboxSettingsHandler,
  setSecondFactorHandler,
  setSystemStatusHandler,
  applyScenarioHandler,
  createIsolatedSandboxHandler,
  deleteIsolatedSandboxHandler,
  deleteSandboxSnapshotHandler,
  listIsolatedSandboxesHandler,
  listSandboxSnapshotsHandler,
  listScenariosHandler,
  restoreSandboxSnapshotHandler,
  saveSandboxSnapshotHandler,
];

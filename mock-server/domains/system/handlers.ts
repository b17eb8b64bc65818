import type { AnyHandler } from '../../core/define-handler';
import { getCustomerService, listHelpTopics } from './handlers/help-handlers';
import { getAnnouncements, listNotices } from './handlers/notice-handlers';
import { getDomainRoutes, listCountries, listRouters } from './handlers/reference-handlers';
import {
  getMenuSettings,
  getRegisterSettings,
  getRegisterValidators,
  getWhitelabel,
} from './handlers/settings-handlers';
import { getPermission, getSystemStatus } from './handlers/status-handlers';
import { listWinners } from './handlers/winner-handlers';

/** The system domain's operation handlers (tags `system` and `home`). */
export const systemHandlers: AnyHandler[] = [
  getSystemStatus,
  getPermission,
  getWhitelabel,
  getRegisterSettings,
  getRegisterValidators,
  getMenuSettings,
  listCountries,
  getDomainRoutes,
  listRouters,
  listNotices,
  getAnnouncements,
  listHelpTopics,
  getCustomerService,
  listWinners,
];

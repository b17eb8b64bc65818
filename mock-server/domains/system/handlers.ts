import type { AnyHandler } from '../../core/define-handler';
import { getAnnouncementsHandler } from './handlers/get-announcements';
import { getCustomerServiceHandler } from './handlers/get-customer-service';
import { getDomainRoutesHandler } from './handlers/get-domain-routes';
import { getMenuSettingsHandler } from './handlers/get-menu-settings';
import { getPermissionHandler } from './handlers/get-permission';
import { getRegisterSettingsHandler } from './handlers/get-register-settings';
import { getRegisterValidatorsHandler } from './handlers/get-register-validators';
import { getSystemStatusHandler } from './handlers/get-system-status';
import { getWhitelabelHandler } from './handlers/get-whitelabel';
import { listCountriesHandler } from './handlers/list-countries';
import { listHelpTopicsHandler } from './handlers/list-help-topics';
import { listNoticesHandler } from './handlers/list-notices';
import { listRoutersHandler } from './handlers/list-routers';
import { listWinnersHandler } from './handlers/list-winners';

/** The system domain's operation handlers (tags `system` and `home`). */
export const systemHandlers: AnyHandler[] = [
  getAnnouncementsHandler,
  getCustomerServiceHandler,
  getDomainRoutesHandler,
  getMenuSettingsHandler,
  getPermissionHandler,
  getRegisterSettingsHandler,
  getRegisterValidatorsHandler,
  getSystemStatusHandler,
  getWhitelabelHandler,
  listCountriesHandler,
  listHelpTopicsHandler,
  listNoticesHandler,
  listRoutersHandler,
  listWinnersHandler,
];

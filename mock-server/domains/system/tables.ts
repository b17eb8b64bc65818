import { Table } from '../../db/typed-collection';
import type {
  AppResourceRecord,
  BannerRecord,
  CountryRecord,
  DomainRouteRecord,
  HelpTopicRecord,
  MenuSettingRecord,
  NoticeRecord,
  ServiceChannelRecord,
  WinnerRecord,
} from './records';

/**
 * The system domain's own @msw/data tables: the site's reference data (countries, routes, app
 * resources, menus, notices, banners, help topics, customer-service channels, winners). The feature
 * flags and the system status are not here: they live in `backend.config`, which the control API
 * switches, and every answer is computed from them per request.
 */
export function createSystemTables() {
  const countries = new Table<CountryRecord>();
  const domainRoutes = new Table<DomainRouteRecord>();
  const appResources = new Table<AppResourceRecord>();
  const menuSettings = new Table<MenuSettingRecord>();
  const notices = new Table<NoticeRecord>();
  const banners = new Table<BannerRecord>();
  const helpTopics = new Table<HelpTopicRecord>();
  const serviceChannels = new Table<ServiceChannelRecord>();
  const winners = new Table<WinnerRecord>();
  return {
    countries,
    domainRoutes,
    appResources,
    menuSettings,
    menuSettingsOf: menuSettings.groupIndex((m) => m.menu),
    notices,
    noticesOfType: notices.groupIndex((n) => n.type),
    banners,
    helpTopics,
    serviceChannels,
    winners,
  };
}

export type SystemTables = ReturnType<typeof createSystemTables>;

import type { Schemas } from '../../../core/handler-types';
import type { SystemStatusConfig } from '../../../core/mock-config';

export type SystemStatus = Schemas['SystemStatus'];

export const defaultMaintenanceTitle = 'Scheduled maintenance';
export const defaultMaintenanceInfo =
  'We are upgrading our systems. Please come back after the maintenance.';
export const defaultRegionInfo = 'Access from your location is restricted.';

/**
 * The status answer for the configured state (the control API switches it) and the visitor's IP, with
 * the contract's nulls: title and endTime only in maintenance, info null when normal. Texts the
 * control API left out get the defaults, so the maintenance and region pages always have words.
 */
export function systemStatusFor(config: SystemStatusConfig, ip: string): SystemStatus {
  if (config.status === 1) {
    return {
      status: 1,
      title: config.title ?? defaultMaintenanceTitle,
      endTime: config.endTime,
      info: config.info ?? defaultMaintenanceInfo,
      ip,
    };
  }
  if (config.status === 2)
    return { status: 2, title: null, endTime: null, info: config.info ?? defaultRegionInfo, ip };
  return { status: 0, title: null, endTime: null, info: null, ip };
}

/** The permission flags of the same state (maintenance wins over region restriction). */
export function permissionFlagsFor(config: SystemStatusConfig): {
  maintenance: boolean;
  regionRestriction: boolean;
} {
  return { maintenance: config.status === 1, regionRestriction: config.status === 2 };
}

import { Table } from '../../db/typed-collection';
import type { DepositLimitsRecord, ExclusionRecord, RealityCheckRecord } from './records';

/**
 * The protection domain's own @msw/data tables (see mock-server/README.md). Like every table they
 * are exported, imported, persisted (`--persist`) and emptied by a reset; the seed adds nothing, so
 * every member starts without limits, with reality checks off and without an exclusion.
 */
export function createProtectionTables() {
  const depositLimits = new Table<DepositLimitsRecord>();
  const realityChecks = new Table<RealityCheckRecord>();
  const exclusions = new Table<ExclusionRecord>();
  return {
    depositLimits,
    realityChecks,
    exclusions,
    exclusionsOf: exclusions.groupIndex((e) => e.memberId),
  };
}

export type ProtectionTables = ReturnType<typeof createProtectionTables>;

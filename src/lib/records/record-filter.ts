import { historyPresets, presetRange, type DatePreset, type DayRange } from '../dates/day-range';

/**
 * The member records' span limit: the contracts of `listBets`, `listTransactions` and
 * `getPersonalProfitLoss` take days "at most 90 days apart", 91 days counting both ends (the mock's
 * `memberReportLimits`). `listBonusDetails` has no limit.
 */
export const memberRecordMaxDays = 91;

/**
 * The agent reports' span limit (team betting, user profit and loss, income, transaction details,
 * the overview, dividend records): at most 90 days, both ends counted. The mock takes up to 366
 * (`teamReportLimits`); the portal keeps the agent centre's reports to 90 days, which also bounds
 * what one CSV export reads.
 */
export const agentReportMaxDays = 90;

/** Rows per page (the contract's PageSize: the portal uses 10 outside the game lists). */
export const recordPageSize = 10;

/** Every list offers the four presets of section 9 (see historyPresets). */
export const recordPresets: readonly DatePreset[] = historyPresets;

/** What a record list asks for: its days, its own filters and the page. */
export interface RecordFilter<Extra> {
  range: DayRange;
  extra: Extra;
  pageNo: number;
}

/** The first view: the last 7 days (the contracts' default), no other filter, page 1. */
export function initialFilter<Extra>(extra: Extra, now: Date): RecordFilter<Extra> {
  return { range: presetRange('previous7', now), extra, pageNo: 1 };
}

/** Other days or filters start again at page 1: the old page number may not exist any more. */
export function refine<Extra>(
  filter: RecordFilter<Extra>,
  change: { range?: DayRange; extra?: Partial<Extra> },
): RecordFilter<Extra> {
  return {
    range: change.range ?? filter.range,
    extra: { ...filter.extra, ...change.extra },
    pageNo: 1,
  };
}

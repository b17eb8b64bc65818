import { presetRange, type DatePreset, type DayRange } from '../../../lib/dates/day-range';

/**
 * The member records' span limit: the contracts of `listBets`, `listTransactions` and
 * `getPersonalProfitLoss` take days "at most 90 days apart", 91 days counting both ends (the mock's
 * `memberReportLimits`). `listBonusDetails` has no limit.
 */
export const memberRecordMaxDays = 91;

/** Rows per page (the contract's PageSize: the portal uses 10 outside the game lists). */
export const recordPageSize = 10;

/** Records are history: the presets that look back. */
export const recordPresets: readonly DatePreset[] = ['previous7', 'previous30'];

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

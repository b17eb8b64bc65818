import { useState } from 'react';
import type { DayRange } from '../lib/dates/day-range';
import { initialFilter, refine, type RecordFilter } from '../lib/records/record-filter';

/** A record list's filter (days, its own filters, page) with the moves its controls make. */
export function useRecordFilter<Extra>(initialExtra: Extra) {
  const [filter, setFilter] = useState<RecordFilter<Extra>>(() =>
    initialFilter(initialExtra, new Date()),
  );
  return {
    filter,
    setRange: (range: DayRange) => setFilter((f) => refine(f, { range })),
    setExtra: (extra: Partial<Extra>) => setFilter((f) => refine(f, { extra })),
    setPage: (pageNo: number) => setFilter((f) => ({ ...f, pageNo })),
  };
}

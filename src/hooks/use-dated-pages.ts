import { useState } from 'react';
import { presetRange, type DatePreset, type DayRange } from '../lib/dates/day-range';

/**
 * A dated list's days and page (the shared `DateRangeFilter` and `Pager` drive them): it starts on
 * the days of `initial`, and other days start again at page 1, since the old page may not exist.
 */
export function useDatedPages(initial: DatePreset = 'previous30') {
  const [state, setState] = useState(() => ({
    range: presetRange(initial, new Date()),
    pageNo: 1,
  }));
  return {
    range: state.range,
    pageNo: state.pageNo,
    setRange: (range: DayRange) => setState({ range, pageNo: 1 }),
    setPage: (pageNo: number) => setState((s) => ({ ...s, pageNo })),
  };
}

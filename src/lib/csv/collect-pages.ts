import { toCsv, type CsvColumn } from './to-csv';

/** One page of a paged list as the contract's `PageInfo` gives it. */
export interface ListPage<Row> {
  list: readonly Row[];
  totalPages: number;
  totalCount: number;
}

/**
 * How an export reads a paged list: the contract's largest page (100) and a cap of 50 pages, so an
 * export asks at most 50 times and holds at most 5,000 rows; a longer list is cut there and says so.
 */
export const exportLimits = { pageSize: 100, maxPages: 50 } as const;

export interface CollectedRows<Row> {
  rows: Row[];
  /** How many rows the list has in all (the last page's count). */
  totalCount: number;
  /** False when the cap stopped the reading before the last page. */
  complete: boolean;
}

/**
 * Every row of a paged list, read page by page from the first (one request at a time, so the
 * server is never flooded), until the last page or the cap.
 */
export async function collectPages<Row>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<ListPage<Row>>,
  limits: { pageSize: number; maxPages: number } = exportLimits,
): Promise<CollectedRows<Row>> {
  const rows: Row[] = [];
  let totalCount = 0;
  for (let pageNo = 1; pageNo <= limits.maxPages; pageNo += 1) {
    const page = await fetchPage(pageNo, limits.pageSize);
    rows.push(...page.list);
    totalCount = page.totalCount;
    if (pageNo >= page.totalPages || page.list.length === 0) {
      return { rows, totalCount, complete: true };
    }
  }
  return { rows, totalCount, complete: rows.length >= totalCount };
}

/**
 * A CSV export of every row of a paged list (read with collectPages): the text, how many rows it
 * holds and how many the list has, so the export can say when the cap cut it short.
 */
export async function csvOfPages<Row>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<ListPage<Row>>,
  columns: readonly CsvColumn<Row>[],
): Promise<{ csv: string; rows: number; totalCount: number }> {
  const collected = await collectPages(fetchPage);
  return {
    csv: toCsv(collected.rows, columns),
    rows: collected.rows.length,
    totalCount: collected.totalCount,
  };
}

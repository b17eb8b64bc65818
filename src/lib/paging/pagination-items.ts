/** Section 9: pagination page range 3, margin pages 1. */
export const pageRange = 3;
export const marginPages = 1;

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The entries of a pagination nav: the first and last `margin` pages, `range` pages around the
 * current one (shifted inwards at either end so there are always `range` of them), and a gap where
 * pages are left out. A gap of exactly one page shows that page instead: a "…" hiding a single
 * number saves nothing.
 */
export function paginationItems(
  current: number,
  total: number,
  range = pageRange,
  margin = marginPages,
): PaginationItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  const start = Math.max(1, Math.min(page - Math.floor(range / 2), total - range + 1));
  for (let p = start; p < start + range && p <= total; p++) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

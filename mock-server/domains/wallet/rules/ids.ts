/**
 * Server ids shaped like the contract's examples: a prefix, the UTC day and a sequence number
 * (`DP202611220001`). The sequence counts the table's records, skipping any taken id, so ids stay
 * unique after a restore too.
 */
export function nextId(
  table: { size: number; get(id: string): unknown },
  prefix: string,
  time: string,
): string {
  const day = time.slice(0, 10).replaceAll('-', '');
  let seq = table.size + 1;
  let id = `${prefix}${day}${String(seq).padStart(4, '0')}`;
  while (table.get(id) !== undefined) {
    seq += 1;
    id = `${prefix}${day}${String(seq).padStart(4, '0')}`;
  }
  return id;
}

export const isoAt = (ms: number): string => new Date(ms).toISOString();
export const msOf = (iso: string): number => Date.parse(iso);

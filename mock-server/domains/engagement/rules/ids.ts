/**
 * The next free numeric id of a table: ids start at `first` and follow the table size, skipping any
 * taken (records restored from a snapshot may leave gaps). Records are never removed here, so this
 * stays unique; callers run inside the pipeline's write lock.
 */
export function nextNumericId(
  table: { size: number; get(id: number): unknown },
  first: number,
): number {
  let id = first + table.size;
  while (table.get(id) !== undefined) id += 1;
  return id;
}

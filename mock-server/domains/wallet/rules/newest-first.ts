/** Newest first by a time field, ties by id (newest ids are larger). */
export function newestFirst<T extends { id: string }>(
  items: readonly T[],
  timeOf: (item: T) => string,
): T[] {
  return [...items].sort((a, b) => timeOf(b).localeCompare(timeOf(a)) || b.id.localeCompare(a.id));
}

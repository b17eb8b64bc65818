import { useSetAtom, type WritableAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * Copies a query's answer into a jotai atom the specification names as a store (site settings,
 * the member's info), once it is known: the query cache owns the loading, the store its readers.
 */
export function useSyncAtom<T>(
  target: WritableAtom<unknown, [T], void>,
  value: T | undefined,
): void {
  const set = useSetAtom(target);
  useEffect(() => {
    if (value !== undefined) set(value);
  }, [set, value]);
}

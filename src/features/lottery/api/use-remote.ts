import { useCallback, useEffect } from 'react';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import type { ApiQuery } from '../../../lib/api/api-queries';

export type Remote<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'error'; error: ApiError };

export type LoadedRemote<T> = Remote<T> & {
  /** Ask again, showing `loading` (after a failure). */
  retry(): void;
  /** Ask again quietly: the current value stays until a newer one arrives; a failure is ignored. */
  refresh(): void;
};

/**
 * A lottery query as the page's lists show it. `idle` when the query is off (no game chosen, no
 * session); `loading` until the first answer and while a failed one is asked again (`retry`);
 * once there is a value, a quiet `refresh` that fails keeps it.
 */
export function useRemote<T>(query: ApiQuery<T>, enabled: boolean): LoadedRemote<T> {
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  let remote: Remote<T>;
  if (!enabled) remote = { state: 'idle' };
  else if (query.data !== undefined) remote = { state: 'ready', value: query.data };
  else if (query.error && !query.isFetching) remote = { state: 'error', error: query.error };
  else remote = { state: 'loading' };
  return { ...remote, retry, refresh: retry };
}

/** Never sooner than this after a due time, nor more often (the browser and server clocks differ). */
const minDelayMs = 15_000;
/** When the due time is already past (another clock), look again this often. */
const pastDueDelayMs = 60_000;
const maxDelayMs = 10 * 60_000;

/** How long to wait before refreshing for a draw due at `iso` (a few seconds after it). */
export function refreshDelay(iso: string | null, nowMs: number): number | null {
  if (!iso) return null;
  const due = Date.parse(iso);
  if (Number.isNaN(due)) return null;
  const wait = due - nowMs;
  if (wait < 0) return pastDueDelayMs;
  return Math.min(maxDelayMs, Math.max(minDelayMs, wait + 5_000));
}

/** Calls `refresh` once the draw due at `iso` is past, so open draws and results stay current. */
export function useRefreshAfter(iso: string | null, refresh: () => void): void {
  useEffect(() => {
    const delay = refreshDelay(iso, Date.now());
    if (delay === null) return;
    const timer = setTimeout(refresh, delay);
    return () => clearTimeout(timer);
  }, [iso, refresh]);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import type { ApiResult } from '../../../../openapi/runtime/client/api-result';

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
 * One remote value of the lottery page, loaded for `key` (null: nothing to load, `idle`). A new
 * key shows `loading` at once and asks again; an answer for an older key or an older attempt is
 * dropped, so a slow answer never overwrites a newer one.
 */
export function useRemote<T>(
  key: string | null,
  load: () => Promise<ApiResult<T>>,
): LoadedRemote<T> {
  const [entry, setEntry] = useState<{ key: string; remote: Remote<T> } | null>(null);
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setEntry((previous) => {
      if (previous?.key === key && attempt.quiet && previous.remote.state === 'ready')
        return previous;
      return previous?.key === key && previous.remote.state === 'loading'
        ? previous
        : { key, remote: { state: 'loading' } };
    });
    void loadRef.current().then((result) => {
      if (!current) return;
      setEntry((previous) => {
        if (result.ok) return { key, remote: { state: 'ready', value: result.value } };
        if (attempt.quiet && previous?.key === key && previous.remote.state === 'ready')
          return previous;
        return { key, remote: { state: 'error', error: result.error } };
      });
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, quiet: true })), []);
  let remote: Remote<T>;
  if (key === null) remote = { state: 'idle' };
  else if (entry?.key === key) remote = entry.remote;
  else remote = { state: 'loading' };
  return { ...remote, retry, refresh };
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

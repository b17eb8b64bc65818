import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import type { ApiResult } from '../../../../openapi/runtime/client/api-result';
import type { LaunchResult } from '../../../lib/games/launch-request';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';

export type FrameLaunchState =
  /** Nothing to launch (no target yet, or the page already has an address). */
  | { status: 'idle' }
  /** Launching needs a session (section 4): the page offers the login dialog. */
  | { status: 'needsLogin' }
  | { status: 'loading' }
  /** `iframe`: show `url` in the page's frame; `newWindow`: offer a button that opens it. */
  | { status: 'ready'; url: string; openMode: 'iframe' | 'newWindow' }
  | { status: 'failed'; error: ApiError };

/**
 * Launches on a page of its own (the in-frame page after a reload or deep link, `/seamless`,
 * `/fbsports`): once per `key` (null: nothing to launch), again after `retry`, and again when
 * the player logs in. A `redirect` answer leaves the portal at once. One request per key and
 * attempt, even when React runs effects twice; a stale answer never overwrites a newer one.
 */
export function useFrameLaunch(
  key: string | null,
  request: () => Promise<ApiResult<LaunchResult>>,
  onLaunched?: (result: LaunchResult) => void,
): { state: FrameLaunchState; retry(): void } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameLaunchState>({ status: 'idle' });
  const started = useRef<string | null>(null);
  // The latest callbacks, without restarting the launch when their identity changes.
  const latest = useRef({ request, onLaunched });
  useEffect(() => {
    latest.current = { request, onLaunched };
  });

  useEffect(() => {
    if (key === null) {
      started.current = null;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a launch is a write (it starts a game session), not cached data: the frame's state restarts when the game or the session changes
      setState({ status: 'idle' });
      return;
    }
    if (!loggedIn) {
      started.current = null;
      setState({ status: 'needsLogin' });
      return;
    }
    const run = `${key}#${attempt}`;
    if (started.current === run) return;
    started.current = run;
    setState({ status: 'loading' });
    void latest.current.request().then((result) => {
      if (started.current !== run) return;
      if (!result.ok) {
        setState({ status: 'failed', error: result.error });
        return;
      }
      latest.current.onLaunched?.(result.value);
      const { url, openMode } = result.value;
      if (openMode === 'redirect') {
        window.location.assign(url);
        return;
      }
      setState({ status: 'ready', url, openMode });
    });
  }, [key, attempt, loggedIn]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getPermissionOptions } from './api/use-get-permission';
import { getSystemStatusOptions } from './api/use-get-system-status';
import { subscribeToSandboxChanges } from './live-site-status';

/** Where the sandbox streams its changes: beside the API the portal talks to. */
export const sandboxEventsUrl = `${import.meta.env.VITE_API_BASE_URL ?? ''}/sandbox/events`;

/**
 * Follows the sandbox's live changes (lib/site/live-site-status.ts): the status and permission
 * queries are read again, and the stores follow them (use-site-bootstrap).
 */
export function useLiveSiteStatus(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      // Under `npm run dev` the mock runs in this page and has no stream to offer: the in-page
      // console re-reads what it changed itself (features/sandbox-console/api/config-changed.ts).
      typeof window !== 'undefined' && window.__sandboxMock
        ? undefined
        : subscribeToSandboxChanges(sandboxEventsUrl, () => {
            void queryClient.invalidateQueries({ queryKey: getSystemStatusOptions().queryKey });
            void queryClient.invalidateQueries({ queryKey: getPermissionOptions().queryKey });
          }),
    [queryClient],
  );
}

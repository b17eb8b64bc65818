import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useState } from 'react';
import { createPortalQueryClient } from '../lib/api/query-client';
import { routeObjects } from './routing/route-objects';
import { sandboxBase } from '../lib/site/sandbox-base';

/**
 * The declarative router: the portal uses no loaders, actions or fetchers, and leaving the data
 * router out keeps about 10 KB (gzip) off the first page.
 */
function AppRoutes() {
  return useRoutes(routeObjects);
}

/**
 * The portal: server data (TanStack Query), client state (jotai), languages (i18next) and the
 * router of section 2.
 */
export function App({
  i18n,
  queryClient: startedClient,
}: {
  i18n: i18n;
  /** A cache the page already started filling (main.tsx: the first screen's data); else a new one. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => startedClient ?? createPortalQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter {...(sandboxBase ? { basename: sandboxBase } : {})}>
            <AppRoutes />
          </BrowserRouter>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

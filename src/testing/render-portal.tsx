import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createPortalQueryClient } from '../lib/api/query-client';
import { createI18n, loadTexts, onDemandAreas } from '../lib/i18n/i18n';

export type PortalStore = ReturnType<typeof createStore>;

/** A fresh query cache per render, so no answer leaks from one test into the next; no retries. */
export function createTestQueryClient(): QueryClient {
  const client = createPortalQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/**
 * Renders a piece of the portal with what the app provides around it: a fresh query cache (pass
 * one to inspect it), a jotai store (pass one to seed atoms or read them after), all English texts and
 * a router at `route`.
 */
export async function renderPortal(
  ui: ReactElement,
  options: { store?: PortalStore; route?: string; queryClient?: QueryClient } = {},
): Promise<RenderResult & { store: PortalStore; queryClient: QueryClient }> {
  const store = options.store ?? createStore();
  const queryClient = options.queryClient ?? createTestQueryClient();
  const i18n = await createI18n('EN');
  // A piece rendered here skips the lazy loader that brings its on-demand texts in the app.
  await loadTexts(i18n, onDemandAreas);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, store, queryClient };
}

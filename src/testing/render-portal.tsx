import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../lib/i18n/i18n';

export type PortalStore = ReturnType<typeof createStore>;

/**
 * Renders a piece of the portal with what the app provides around it: a jotai store (pass one to
 * seed atoms or read them after), English texts and a router at `route`.
 */
export async function renderPortal(
  ui: ReactElement,
  options: { store?: PortalStore; route?: string } = {},
): Promise<RenderResult & { store: PortalStore }> {
  const store = options.store ?? createStore();
  const i18n = await createI18n('EN');
  const result = render(
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </I18nextProvider>
    </JotaiProvider>,
  );
  return { ...result, store };
}

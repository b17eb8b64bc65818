// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import HelpPageScreen from './help-page-screen';

let mock: PortalMock;
beforeAll(async () => {
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

function CurrentSearch() {
  return <output aria-label="search">{useLocation().search}</output>;
}

describe('HelpPageScreen', () => {
  it('shows the topic the link names and keeps the chosen topic in the address', async () => {
    await renderPortal(
      <>
        <HelpPageScreen />
        <CurrentSearch />
      </>,
      { route: '/help?topic=deposit' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'How do I deposit?' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How do I deposit?' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'How do I register?' }));
    expect(screen.getByRole('tabpanel', { name: 'How do I register?' })).toBeInTheDocument();
    expect(screen.getByLabelText('search')).toHaveTextContent(/topic=/);
    expect(screen.getByLabelText('search')).not.toHaveTextContent('topic=deposit');
  });

  it('shows the first topic for an unknown one, and links back home', async () => {
    await renderPortal(<HelpPageScreen />, { route: '/help?topic=nope' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

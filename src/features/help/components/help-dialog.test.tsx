// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { requestedHelpTopicAtom } from '../state/help-topic-atom';
import HelpDialog from './help-dialog';

let mock: PortalMock;
beforeAll(async () => {
  // Node's fetch resolves the client's same-origin paths against this origin, as a page would.
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

describe('HelpDialog', () => {
  it('lists the topics as tabs, shows the first, and moves with the arrow keys', async () => {
    await renderPortal(<HelpDialog onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Help centre' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.length).toBeGreaterThan(3);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // The sanitised content arrives a moment after the tab (the sanitiser may load on demand).
    await waitFor(() =>
      expect(screen.getByRole('tabpanel')).toHaveTextContent('This is a sandbox'),
    );

    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'How do I register?' })).toBeInTheDocument();
  });

  it('opens at the topic the footer asked for and forgets it on close', async () => {
    const store = createStore();
    store.set(requestedHelpTopicAtom, 'deposit');
    const onClose = vi.fn();
    await renderPortal(<HelpDialog onClose={onClose} />, { store });
    expect(await screen.findByRole('tab', { name: 'How do I deposit?' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('choose a channel'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(store.get(requestedHelpTopicAtom)).toBeNull();
  });

  it('renders topic HTML only after sanitising it', async () => {
    mock.server.use(
      http.get('*/wps/system/helpCenter', () =>
        HttpResponse.json({
          success: true,
          value: [
            {
              id: 1,
              title: 'Unsafe',
              tag: 'unsafe',
              content:
                '<p>Safe <b>text</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
            },
          ],
        }),
      ),
    );
    await renderPortal(<HelpDialog onClose={() => undefined} />);
    const panel = await screen.findByRole('tabpanel');
    expect(panel.querySelector('b')).toHaveTextContent('text');
    expect(panel.innerHTML).not.toMatch(/onerror|script/);
  });

  it('says when the topics cannot be loaded and offers to try again', async () => {
    mock.server.use(http.get('*/wps/system/helpCenter', () => HttpResponse.error()));
    await renderPortal(<HelpDialog onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The network link is abnormal');
    mock.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'About us' })).toBeInTheDocument();
  });
});

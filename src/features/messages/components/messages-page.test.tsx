// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { renderPortal } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import MessagesPage from './messages-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => sessionStorage.clear());
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

async function unreadOnServer(): Promise<number> {
  const answer = await toResult(api.GET('/wps/message/unread'));
  if (!answer.ok) throw new Error(answer.error.key);
  return answer.value.count;
}

describe('the platform messages page', () => {
  it('lists the messages; opening an unread one shows it, sanitised, and marks it read', async () => {
    const store = await signedInStore('demoplayer');
    const before = await unreadOnServer();
    expect(before).toBeGreaterThan(0);
    await renderPortal(<MessagesPage />, { store });

    const summary = await screen.findByText(/unread messages?$/);
    expect(summary).toHaveTextContent(`${before} unread`);
    const list = screen.getByRole('list');
    const unread = within(list)
      .getAllByRole('button')
      .find((b) => b.textContent?.startsWith('Unread: '));
    if (!unread) throw new Error('no unread message on the first page');
    await userEvent.click(unread);
    expect(unread).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(unread.getAttribute('aria-controls') ?? '');
    expect(body?.querySelector('script, [onerror]')).toBeNull();

    await waitFor(async () => expect(await unreadOnServer()).toBe(before - 1));
    await waitFor(() => expect(summary).toHaveTextContent(`${before - 1} unread`));
  });

  it('shows only unread messages under Unread, and says when there are none', async () => {
    const store = await signedInStore('demoagent');
    await renderPortal(<MessagesPage />, { store });
    // Its welcome may be older than the first view's 30 days: every day since the seed began.
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2001-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('list');
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('list') === null ||
          within(screen.getByRole('list'))
            .getAllByRole('button')
            .every((b) => b.textContent?.startsWith('Unread: ')),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Read' }));
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Read' })).not.toHaveTextContent('Unread: '),
    );
  });

  it('shows the messages of the last 30 days, other days on Search, kept across the tabs', async () => {
    await renderPortal(<MessagesPage />, { store: await signedInStore('demovip') });
    await screen.findByRole('list');
    const shown = within(screen.getByRole('list')).getAllByRole('button').length;
    expect(screen.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2001-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2001-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('You have no messages from these days.')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('You have no unread messages from these days.')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(shown),
    );
  });
});

// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { openDialogAtom, warningAtom, openMenuCountAtom } from '../../../lib/stores/dialog-atoms';
import NoticeDialog from './notice-dialog';
import { NoticeMarquee } from './notice-marquee';
import { PopupNotices } from './popup-notices';
import { sessionKeys } from '../../../lib/storage/storage-keys';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

/** The marquee with the notice dialog the way the dialog host opens it. */
function MarqueeWithDialog() {
  const open = useAtomValue(openDialogAtom);
  return (
    <>
      <NoticeMarquee />
      {open === 'notice' ? <NoticeDialog onClose={() => undefined} /> : null}
    </>
  );
}

function expectNothingUnsafe(container: Element) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror], [onclick], [onload]')).toBeNull();
  expect(container.querySelector('a[href^="javascript:" i]')).toBeNull();
  expect(container.innerHTML).not.toMatch(/alert\(/);
}

describe('notice dialog', () => {
  it('lists 9 announcements per page and pages through them', async () => {
    await renderPortal(<NoticeDialog onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Announcements on this page' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    const firstTitles = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);

    const pages = screen.getByRole('navigation', { name: 'Announcement pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));

    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    const secondList = await screen.findByRole('list', { name: 'Announcements on this page' });
    const secondTitles = within(secondList)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(secondTitles).toHaveLength(9);
    expect(secondTitles).not.toEqual(firstTitles);
  });

  it('renders the seeded unsafe notices without scripts, handlers or javascript: links', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderPortal(<NoticeDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });

    await userEvent.click(
      await within(dialog).findByRole('button', { name: /New live dealer tables/ }),
    );
    const detail = within(dialog).getByRole('article');
    expect(
      within(detail).getByRole('heading', { name: 'New live dealer tables' }),
    ).toBeInTheDocument();
    expect(detail).toHaveTextContent('Six new baccarat tables are open in the Live lobby.');
    expect(
      within(detail).getByText('Open the lobby').closest('a')?.getAttribute('href'),
    ).toBeNull();
    expectNothingUnsafe(dialog);

    await userEvent.click(
      within(dialog).getByRole('button', { name: /Please review your profile/ }),
    );
    expect(within(detail).getByRole('img', { name: 'profile' })).not.toHaveAttribute('onerror');
    expectNothingUnsafe(dialog);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('notice marquee', () => {
  it('shows the newest titles and opens the dialog on the one chosen', async () => {
    await renderPortal(<MarqueeWithDialog />);
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    await userEvent.click(await within(marquee).findByText('Faster withdrawals'));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const chosen = await within(dialog).findByRole('button', { name: /Faster withdrawals/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Faster withdrawals' })).toBeInTheDocument();
  });

  it('is one tab stop that names every title and opens the whole list', async () => {
    await renderPortal(<MarqueeWithDialog />);
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    const strip = await within(marquee).findByRole('button', { name: /^All announcements:/ });
    expect(strip).toHaveAccessibleName(/Faster withdrawals;\s*.*;\s*New live dealer tables;$/);
    // The titles are text inside the one button, not buttons of their own.
    expect(
      within(marquee)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toHaveLength(2);
    strip.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = within(dialog).getByRole('list', { name: 'Announcements on this page' });
    const entries = within(list).getAllByRole('button');
    expect(entries).toHaveLength(9);
    // Opened on the list, not on a title: the newest is the one shown.
    expect(within(list).getByRole('button', { current: true })).toBe(entries[0]);
  });

  it('can be paused', async () => {
    await renderPortal(<NoticeMarquee />);
    const pause = await screen.findByRole('button', { name: 'Pause the announcements' });
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('pop-up notices', () => {
  // Each test is a new browser session: none has shown the pop-ups yet.
  beforeEach(() => sessionStorage.removeItem(sessionKeys.noticePopupShown));

  it('shows once per session: a later load in the same session does not show them again', async () => {
    const first = await renderPortal(<PopupNotices />);
    await screen.findByRole('region', { name: 'Scheduled maintenance on Sunday' });
    // Set by an effect of the render that showed the card.
    await waitFor(() => expect(sessionStorage.getItem(sessionKeys.noticePopupShown)).toBe('1'));
    first.unmount();
    // The same session loads the page again (a reload: a new store, the flag still set).
    await renderPortal(
      <>
        <NoticeMarquee />
        <PopupNotices />
      </>,
    );
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    await within(marquee).findByText('Faster withdrawals');
    expect(screen.queryByRole('button', { name: 'Close the announcements' })).toBeNull();
  });

  it('shows the pop-up notices one at a time, sanitised, until closed', async () => {
    await renderPortal(<PopupNotices />);
    const card = await screen.findByRole('region', { name: 'Scheduled maintenance on Sunday' });
    expect(within(card).getByText('1 of 3')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Next announcement' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Next announcement' }));
    const unsafe = await screen.findByRole('region', { name: 'Please review your profile' });
    expectNothingUnsafe(unsafe);
    await userEvent.click(within(unsafe).getByRole('button', { name: 'Close the announcements' }));
    expect(screen.queryByRole('region', { name: 'Please review your profile' })).toBeNull();
  });

  it('waits while a centre (member or agent) is open over the page', async () => {
    for (const route of ['/?mc=securityCenter', '/?ac=agentDividendRecordCopy2']) {
      // The marquee reads the same page of notices: once its titles show, the pop-ups could too.
      const { unmount } = await renderPortal(
        <>
          <NoticeMarquee />
          <PopupNotices />
        </>,
        { route },
      );
      const marquee = await screen.findByRole('region', { name: 'Announcements' });
      await within(marquee).findByText('Faster withdrawals');
      expect(screen.queryByRole('button', { name: 'Close the announcements' })).toBeNull();
      unmount();
    }
  });

  it('waits while a warning is open, and shows once it is closed', async () => {
    const { store } = await renderPortal(
      <>
        <NoticeMarquee />
        <PopupNotices />
      </>,
    );
    act(() => store.set(warningAtom, { key: 'in_need_true_account' }));
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    await within(marquee).findByText('Faster withdrawals');
    expect(screen.queryByRole('button', { name: 'Close the announcements' })).toBeNull();
    act(() => store.set(warningAtom, null));
    expect(await screen.findByRole('button', { name: 'Close the announcements' })).toBeVisible();
  });

  it('waits while a drop-down menu is open, and shows once it is closed', async () => {
    const { store } = await renderPortal(
      <>
        <NoticeMarquee />
        <PopupNotices />
      </>,
    );
    act(() => store.set(openMenuCountAtom, 1));
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    await within(marquee).findByText('Faster withdrawals');
    expect(screen.queryByRole('button', { name: 'Close the announcements' })).toBeNull();
    act(() => store.set(openMenuCountAtom, 0));
    expect(await screen.findByRole('button', { name: 'Close the announcements' })).toBeVisible();
  });

  it('waits while a dialog is open (the welcome after login), and shows once it is closed', async () => {
    const { store } = await renderPortal(
      <>
        <NoticeMarquee />
        <PopupNotices />
      </>,
    );
    act(() => store.set(openDialogAtom, 'afterLogin'));
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    await within(marquee).findByText('Faster withdrawals');
    expect(screen.queryByRole('button', { name: 'Close the announcements' })).toBeNull();
    act(() => store.set(openDialogAtom, null));
    expect(await screen.findByRole('button', { name: 'Close the announcements' })).toBeVisible();
  });
});

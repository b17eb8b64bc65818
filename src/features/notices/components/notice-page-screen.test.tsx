// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { AddressProbe } from '../../../testing/address-probe';
import { renderPortal } from '../../../testing/render-portal';
import NoticePageScreen, { noticeHref } from './notice-page-screen';

vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

const renderPage = (route = '/noticePage') =>
  renderPortal(
    <>
      <NoticePageScreen />
      <AddressProbe />
    </>,
    { route },
  );

const notices = () => screen.getAllByRole('article');

describe('the notice page', () => {
  it('has a tab per announcement type and shows the general ones first, 9 per page', async () => {
    await renderPage();
    const tabs = screen.getByRole('tablist', { name: 'Announcement types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General', 'Lottery', 'Payments', 'Promotions', 'Help']);
    expect(within(tabs).getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(notices()).toHaveLength(9));
  });

  it('pages through a type and keeps the page in the address', async () => {
    await renderPage();
    await waitFor(() => expect(notices()).toHaveLength(9));
    const firstTitle = notices()[0]?.querySelector('h2')?.textContent;
    const pages = screen.getByRole('navigation', { name: 'Announcement pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/noticePage?type=B&page=2');
    await waitFor(() =>
      expect(notices()[0]?.querySelector('h2')?.textContent).not.toBe(firstTitle),
    );
    expect(notices().length).toBeGreaterThan(0);
    expect(notices().length).toBeLessThanOrEqual(9);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows another type from its first page when its tab is chosen', async () => {
    await renderPage('/noticePage?type=B&page=2');
    await userEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/noticePage?type=PL&page=1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lottery jackpot rolls over' }),
    ).toBeVisible();
  });

  it('keeps the unsafe markup of a notice inert', async () => {
    const { container } = await renderPage();
    await screen.findByRole('heading', { level: 2, name: 'New live dealer tables' });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [onload]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:" i]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/alert\(/);
  });

  it('marks the notice a link points to, and each notice links to itself', async () => {
    await renderPage();
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'New live dealer tables',
    });
    const article = heading.closest('article');
    if (!article) throw new Error('no article');
    const id = Number(article.dataset.noticeId);
    const link = within(article).getByRole('link', { name: /Link to this announcement/ });
    expect(link).toHaveAttribute('href', noticeHref('B', 1, id));
    await userEvent.click(link);
    await waitFor(() => expect(article).toHaveAttribute('aria-current', 'true'));
    expect(document.activeElement).toBe(article);
  });

  it('says so when a type has no announcements on the page asked for', async () => {
    await renderPage('/noticePage?type=H&page=9');
    expect(await screen.findByText('There are no announcements of this type.')).toBeVisible();
  });
});

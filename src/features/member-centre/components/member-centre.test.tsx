// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { unreadMessageAtom } from '../../../lib/stores/public-atoms';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInCentreStore } from '../../../testing/signed-in-store';
import { MemberCentre } from './member-centre';
import { AddressProbe } from '../../../testing/address-probe';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

const member = signedInCentreStore;

const pages = {
  securityCenter: () => <p>The security page</p>,
  withdraw: () => <p>The withdraw page</p>,
};

async function renderCentre(store: PortalStore | undefined, route: string) {
  return renderPortal(
    <>
      <MemberCentre pages={pages} />
      <AddressProbe />
    </>,
    { ...(store ? { store } : {}), route },
  );
}

const address = () => screen.getByTestId('address');

describe('the member centre', () => {
  it('opens at the page in the address, with a menu of the pages and the current one marked', async () => {
    await renderCentre(await member('demoplayer'), '/live?mc=withdraw');
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const nav = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    const entries = within(nav).getAllByRole('button');
    expect(entries[0]).toHaveTextContent('My account');
    expect(entries.map((e) => e.textContent)).toContain('Platform messages');
    expect(within(nav).getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(centre).getByRole('region', { name: 'Withdraw' })).toHaveTextContent(
      'The withdraw page',
    );
  });

  it('moves between pages in the address and closes back to the page below', async () => {
    await renderCentre(await member('demoplayer'), '/live?mc=withdraw');
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    await userEvent.click(within(centre).getByRole('button', { name: 'My account' }));
    expect(address()).toHaveTextContent('/live?mc=securityCenter');
    expect(await within(centre).findByText('The security page')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(address()).toHaveTextContent(/^\/live$/);
  });

  it('shows the default page, My account, for a page it does not know', async () => {
    await renderCentre(await member('demoplayer'), '/?mc=nonsense');
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('region', { name: 'My account' })).toHaveTextContent(
      'The security page',
    );
  });

  it('offers Invite friends while the referral promotion runs, without the header having asked', async () => {
    await renderCentre(await member('demoplayer'), '/?mc=securityCenter');
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const nav = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    expect(await within(nav).findByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
  });

  it('puts a red count on the messages entry while there are unread messages', async () => {
    const store = await member('demoplayer');
    store.set(unreadMessageAtom, 3);
    await renderCentre(store, '/?mc=securityCenter');
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const messages = within(centre).getByRole('button', { name: /^Platform messages/ });
    expect(messages).toHaveAccessibleName('Platform messages, 3 unread messages');
    store.set(unreadMessageAtom, 0);
    await waitFor(() => expect(messages).toHaveAccessibleName('Platform messages'));
  });

  it('sends a visitor to the login dialog, keeping the page for after signing in', async () => {
    const { store } = await renderCentre(undefined, '/?mc=withdraw');
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('login'));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
    expect(address()).toHaveTextContent('/?mc=withdraw');
  });

  it('tells a trial account to use a real account and closes', async () => {
    const store = await member('demotrial');
    await renderCentre(store, '/?mc=withdraw');
    await waitFor(() =>
      expect(store.get(warningAtom)).toEqual({
        key: 'in_need_true_account',
        confirmKey: 'in_increase_submit',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
  });
});

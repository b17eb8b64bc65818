// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInCentreStore } from '../../../testing/signed-in-store';
import { AgentCentre } from './agent-centre';
import { AddressProbe } from '../../../testing/address-probe';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

const member = signedInCentreStore;

const pages = {
  agentTeamOverview: () => <p>The overview page</p>,
  downlineManagmentView: () => <p>The team page</p>,
};

async function renderCentre(store: PortalStore | undefined, route: string) {
  return renderPortal(
    <>
      <AgentCentre pages={pages} />
      <AddressProbe />
    </>,
    { ...(store ? { store } : {}), route },
  );
}

const address = () => screen.getByTestId('address');

describe('the agent centre', () => {
  it('opens at the overview under a menu titled Agent, the current item marked', async () => {
    await renderCentre(await member('demoagent'), '/rng?ac=agentTeamOverview');
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    const nav = within(centre).getByRole('navigation', { name: 'Agent' });
    const entries = within(nav)
      .getAllByRole('button')
      .map((entry) => entry.textContent);
    expect(entries.slice(0, 5)).toEqual([
      'Announcement',
      'Team overview',
      'Account',
      'Team management',
      'Team betting',
    ]);
    expect(within(nav).getByRole('button', { name: 'Team overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(centre).getByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(within(centre).getByText('The overview page')).toBeInTheDocument();
  });

  it('moves between items in the address and keeps a page value only on its page', async () => {
    await renderCentre(await member('demoagent'), '/?ac=downlineManagmentView&acAccount=bob');
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(within(centre).getByText('The team page')).toBeInTheDocument();
    await userEvent.click(within(centre).getByRole('button', { name: 'Team overview' }));
    expect(address()).toHaveTextContent(/^\/\?ac=agentTeamOverview$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
  });

  it('shows the overview for an unknown page', async () => {
    await renderCentre(await member('demoagent'), '/?ac=nonsense');
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(within(centre).getByText('The overview page')).toBeInTheDocument();
  });

  it('refuses a player with error_not_agent and closes', async () => {
    const store = await member('demoplayer');
    await renderCentre(store, '/?ac=agentTeamOverview');
    await waitFor(() => expect(store.get(warningAtom)?.key).toBe('error_not_agent'));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).toBeNull();
  });

  it('refuses a trial account with in_need_true_account and its button', async () => {
    const store = await member('demotrial');
    await renderCentre(store, '/?ac=agentTeamOverview');
    await waitFor(() =>
      expect(store.get(warningAtom)).toEqual({
        key: 'in_need_true_account',
        confirmKey: 'in_increase_submit',
      }),
    );
  });

  it("waits for the brand's permission before refusing: an agent known first is not told the centre is off", async () => {
    const store = await member('demoagent');
    const permission = store.get(permissionAtom);
    store.set(permissionAtom, null);
    await renderCentre(store, '/?ac=agentTeamOverview');
    await screen.findByRole('dialog', { name: 'Agent centre' });
    store.set(permissionAtom, permission);
    expect(await screen.findByText('The overview page')).toBeInTheDocument();
    expect(store.get(warningAtom)).toBeNull();
    expect(address()).toHaveTextContent('/?ac=agentTeamOverview');
  });

  it('asks a visitor to log in and keeps the page in the address', async () => {
    const { store } = await renderCentre(undefined, '/?ac=registerCenter');
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('login'));
    expect(address()).toHaveTextContent('/?ac=registerCenter');
  });
});

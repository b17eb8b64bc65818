// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { featuresAtom, permissionAtom, systemStatusAtom } from '../../../lib/site/site-atoms';
import { useSyncAtom } from '../../../hooks/use-sync-atom';
import { useGetPermission } from '../../../lib/site/api/use-get-permission';
import { useGetSystemStatus } from '../../../lib/site/api/use-get-system-status';
import SandboxPanel from './sandbox-panel';

/** The portal under the panel: it reads the status and permission into its stores, as the app does. */
function PortalUnderPanel() {
  useSyncAtom(systemStatusAtom, useGetSystemStatus().data);
  useSyncAtom(permissionAtom, useGetPermission().data);
  return <SandboxPanel />;
}

let mock: PortalMock;
beforeAll(async () => {
  // Node's fetch resolves the client's same-origin paths against this origin, as a page would.
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => mock.server.close());

describe('SandboxPanel', () => {
  it('is collapsed until opened, and closes with Escape back onto its button', async () => {
    await renderPortal(<SandboxPanel />);
    const toggle = screen.getByRole('button', { name: 'Sandbox' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'System status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Normal' }));
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('switches the system status through the control API and the portal follows at once', async () => {
    const { store } = await renderPortal(<PortalUnderPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    const status = await screen.findByRole('region', { name: 'System status' });
    await userEvent.click(within(status).getByRole('radio', { name: 'Maintenance' }));
    expect(within(status).getByLabelText('Ends at')).not.toHaveValue('');
    await userEvent.type(within(status).getByLabelText('Maintenance title'), 'Upgrade night');
    await userEvent.click(within(status).getByRole('button', { name: 'Apply status' }));
    await waitFor(() => expect(store.get(systemStatusAtom)?.status).toBe(1));
    expect(store.get(systemStatusAtom)?.title).toBe('Upgrade night');
    expect(store.get(systemStatusAtom)?.endTime).not.toBeNull();
    expect(screen.getByText('System status is now: Maintenance.')).toBeInTheDocument();

    await userEvent.click(within(status).getByRole('radio', { name: 'Normal' }));
    await userEvent.click(within(status).getByRole('button', { name: 'Apply status' }));
    await waitFor(() => expect(store.get(systemStatusAtom)?.status).toBe(0));
  });

  it('flips a feature flag and the portal reads the new permission', async () => {
    const { store } = await renderPortal(<PortalUnderPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    const flags = await screen.findByRole('region', { name: 'Feature flags' });
    const directRegistration = within(flags).getByRole('checkbox', { name: 'DIRECTREG3' });
    expect(directRegistration).toBeChecked();
    await userEvent.click(directRegistration);
    await waitFor(() => expect(store.get(featuresAtom).has('REGISTER3')).toBe(true));
    expect(store.get(featuresAtom).has('DIRECTREG3')).toBe(false);
    await waitFor(() =>
      expect(within(flags).getByRole('checkbox', { name: 'DIRECTREG3' })).not.toBeChecked(),
    );
    // Keyboard focus stays where it was while the switch ran.
    expect(within(flags).getByRole('checkbox', { name: 'DIRECTREG3' })).toHaveFocus();
    await userEvent.click(within(flags).getByRole('checkbox', { name: 'DIRECTREG3' }));
    await waitFor(() => expect(store.get(featuresAtom).has('DIRECTREG3')).toBe(true));
  });
});

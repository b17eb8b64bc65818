// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import { VipScreen } from './vip-screen';

vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

describe('the VIP page', () => {
  it('shows a visitor every level with its benefits and a Log in button', async () => {
    const contact = vi.fn();
    const { store } = await renderPortal(<VipScreen onContactService={contact} />, {
      route: '/vip',
    });
    const diamond = await screen.findByRole('heading', { level: 3, name: 'Diamond' });
    const card = diamond.closest('li');
    if (!card) throw new Error('no level card');
    expect(within(card).getByText('VIP customer service')).toBeVisible();
    expect(within(card).getByText('Upgrade bonus P888.00')).toBeVisible();
    expect(screen.queryByTestId('vip-standing')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(openDialogAtom)).toBe('login');
    expect(contact).not.toHaveBeenCalled();
  });

  it('shows a member their level, progress and live chat below rank 5', async () => {
    const contact = vi.fn();
    await renderPortal(<VipScreen onContactService={contact} />, {
      store: await signedInMemberStore('demoplayer'),
      route: '/vip',
    });
    const standing = await screen.findByTestId('vip-standing');
    expect(within(standing).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Your level: .+ \(level 2\)$/,
    );
    expect(within(standing).getByRole('progressbar')).toBeVisible();
    expect(screen.getByRole('listitem', { current: true })).toHaveAttribute('data-level', '2');
    expect(screen.queryByRole('button', { name: 'VIP customer service' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(contact).toHaveBeenCalledTimes(1);
  });

  it('gives a member above rank 4 the VIP customer service', async () => {
    const contact = vi.fn();
    await renderPortal(<VipScreen onContactService={contact} />, {
      store: await signedInMemberStore('demovip'),
      route: '/vip',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'VIP customer service' }));
    expect(contact).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
  });
});

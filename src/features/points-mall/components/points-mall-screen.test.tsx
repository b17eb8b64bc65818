// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInCentreStore } from '../../../testing/signed-in-store';
import PointsMallScreen from './points-mall-screen';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

type WhitelabelNode = components['schemas']['WhitelabelNode'];

function AddressProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

async function renderMall(store: PortalStore | undefined, route = '/pointMall') {
  return renderPortal(
    <>
      <PointsMallScreen />
      <AddressProbe />
    </>,
    { ...(store ? { store } : {}), route },
  );
}

const balanceShown = async () => {
  const box = screen.getByTestId('points-balance');
  await waitFor(() => expect(box).toHaveTextContent(/^\d[\d,]*$/));
  return Number((box.textContent ?? '').replaceAll(',', ''));
};

const redeemDialog = () => screen.findByRole('dialog', { name: /^Redeem / });

describe('the points mall', () => {
  it('asks a visitor to log in', async () => {
    const { store } = await renderMall(undefined);
    expect(screen.getByText(/Log in to see your points/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(openDialogAtom)).toBe('login');
  });

  it('tells a trial account to use a real account', async () => {
    const { store } = await renderMall(await signedInCentreStore('demotrial'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is a trial account. Please sign in with a real account to continue.',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use a real account' }));
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('login'));
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('leads home when the points feature (PTSYS3) is off', async () => {
    const store = await signedInCentreStore('demoplayer');
    const permission = store.get(permissionAtom);
    if (!permission) throw new Error('no permission');
    const off = (nodes: readonly WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.modId === 'PTSYS3' ? false : node.enabled,
        childrenNodes: off(node.childrenNodes),
      }));
    store.set(permissionAtom, {
      ...permission,
      info: { ...permission.info, whitelabelSettings: off(permission.info.whitelabelSettings) },
    });
    await renderMall(store);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/));
  });

  it('lists the rewards with points and stock, a sold-out one disabled, and the worth of points', async () => {
    await renderMall(await signedInCentreStore('demoplayer'));
    const list = await screen.findByRole('list', { name: 'Rewards' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBe(8);
    const bottle = cards.find((card) => card.textContent?.includes('Sports water bottle'));
    expect(bottle).toHaveTextContent('3,000 points');
    expect(
      within(bottle as HTMLElement).getByRole('button', { name: /Redeem Sports/ }),
    ).toBeDisabled();
    expect(screen.getByText('100 points = P1.00')).toBeVisible();
    expect(screen.getAllByText('Points never expire.').length).toBeGreaterThan(0);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Kind of reward' }),
      'Voucher',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  });

  it('keeps the chosen tab in the address', async () => {
    await renderMall(await signedInCentreStore('demoplayer'), '/pointMall?tab=details');
    expect(await screen.findByRole('tab', { name: 'Points details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Convert' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/pointMall?tab=convert');
    expect(screen.getByRole('tabpanel', { name: 'Convert' })).toBeVisible();
  });

  it('shows a wrong payment password on the password field, and error_zalo on the Zalo field', async () => {
    await renderMall(await signedInCentreStore('demoplayer'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Redeem Free spins voucher (20 spins)' }),
    );
    let dialog = await redeemDialog();
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const password = within(dialog).getByLabelText(/Payment password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('The payment password is wrong.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Redeem Bonus 100' }));
    dialog = await redeemDialog();
    const zalo = within(dialog).getByLabelText(/Zalo number ID/);
    expect(zalo).toHaveAccessibleDescription(/up to 131K/);
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(zalo).toHaveAttribute('aria-invalid', 'true'));
    expect(zalo).toHaveAccessibleDescription(
      /Please enter a Zalo number ID to redeem this bonus\./,
    );
  });

  it('redeems a reward: the reference shows, the balance falls and the history has it', async () => {
    await renderMall(await signedInCentreStore('demoplayer'));
    await screen.findByRole('list', { name: 'Rewards' });
    const before = await balanceShown();
    await userEvent.click(
      screen.getByRole('button', { name: 'Redeem Free spins voucher (20 spins)' }),
    );
    const dialog = await redeemDialog();
    const quantity = within(dialog).getByLabelText(/Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(dialog).getByText(/Points needed: 3,000/)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent(/Redeemed: reference PR\w+, 3,000 points taken\./);
    const reference = /reference (PR\w+)/.exec(done.textContent ?? '')?.[1] ?? '';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the rewards' }));
    await waitFor(async () => expect(await balanceShown()).toBe(before - 3_000));

    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('list', { name: 'Redeem history' });
    const first = within(history).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Free spins voucher (20 spins)');
    expect(first).toHaveTextContent(`Ref. ${reference}`);
    expect(first).toHaveTextContent('Processing');
    expect(first).toHaveTextContent('Quantity: 2 voucher');

    await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    const details = await screen.findByRole('list', { name: 'Points details' });
    expect(within(details).getAllByRole('listitem')[0]).toHaveTextContent('\u22123,000');
  });

  it('converts points into money, showing the amount as it is typed', async () => {
    await renderMall(await signedInCentreStore('demoplayer'), '/pointMall?tab=convert');
    const points = await screen.findByLabelText(/Points to convert/);
    const before = await balanceShown();
    await userEvent.type(points, '999');
    expect(screen.getByTestId('convert-amount')).toHaveTextContent('You receive P9.99');
    await userEvent.type(screen.getByLabelText(/Payment password/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Convert at least 1,000 points.')).toBeVisible();

    await userEvent.clear(points);
    await userEvent.type(points, '1250');
    expect(screen.getByTestId('convert-amount')).toHaveTextContent('You receive P12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText(/1,250 points converted: P12\.50 added to your main wallet\./),
    ).toBeVisible();
    await waitFor(async () => expect(await balanceShown()).toBe(before - 1_250));
  });
});

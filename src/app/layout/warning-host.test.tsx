// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../testing/render-portal';
import { warningAtom } from '../../lib/stores/dialog-atoms';
import { WarningHost } from './warning-host';

describe('WarningHost', () => {
  it('shows the trial-account warning of the catalogue with its own confirm button, and closes', async () => {
    const store = createStore();
    store.set(warningAtom, { key: 'in_need_true_account', confirmKey: 'in_increase_submit' });
    await renderPortal(<WarningHost />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent(
      'This is a trial account. Please sign in with a real account to continue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use a real account' }));
    expect(store.get(warningAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { defaultRegisterValidators } from '../../../../mock-server/testing/test-api';
import { renderPortal } from '../../../testing/render-portal';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { AuthButtons } from './auth-buttons';

type Permission = components['schemas']['Permission'];

function permissionWith(registerButton: boolean): Permission {
  return {
    info: {
      whitelabelSettings: [
        {
          modId: 'REGISTER3',
          enabled: true,
          childrenNodes: [{ modId: 'DIRECTREG3', enabled: registerButton, childrenNodes: [] }],
        },
      ],
      registerValidators: defaultRegisterValidators(),
      resources: {},
      customerService: [],
      gtagId: null,
      imageCDNs: ['https://cdn.example.test'],
      launchGameCDNs: [],
    },
    location: { ip: '127.0.0.1' },
    maintenance: false,
    regionRestriction: false,
  };
}

describe('AuthButtons', () => {
  it('opens the login dialog, and the registration dialog with DIRECTREG3', async () => {
    const store = createStore();
    store.set(permissionAtom, permissionWith(true));
    await renderPortal(<AuthButtons />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(openDialogAtom)).toBe('login');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(store.get(openDialogAtom)).toBe('register');
  });

  it("holds the Register button's place, unseen, until the site's flags are known", async () => {
    const store = createStore();
    const { container } = await renderPortal(<AuthButtons />, { store });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    const placeholder = container.querySelector('.auth-buttons__register--pending');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toBeDisabled();
  });

  it('has no Register button without DIRECTREG3', async () => {
    const store = createStore();
    store.set(permissionAtom, permissionWith(false));
    await renderPortal(<AuthButtons />, { store });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

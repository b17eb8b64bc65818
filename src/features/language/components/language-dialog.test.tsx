// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { LanguageButton } from './language-button';
import LanguageDialog from './language-dialog';
import tyLanguage from '../../../../locales/ty/language.json';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'en';
});
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

describe('language dialog', () => {
  it("offers the brand's languages and switches texts, storage and <html lang>", async () => {
    localStorage.setItem('lang', 'EN');
    const onClose = vi.fn();
    await renderPortal(
      <>
        <LanguageButton />
        <LanguageDialog onClose={onClose} />
      </>,
    );
    // The open dialog hides the rest of the page from assistive technology, hence `hidden`.
    expect(
      screen.getByRole('button', { name: 'Language: English, EN', hidden: true }),
    ).toBeInTheDocument();
    const english = screen.getByRole('button', { name: /English/, pressed: true });
    expect(english).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: /Tagalog/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    // Section 4: the change sets a flag with the current time.
    const changedAt = Number(localStorage.getItem('langChangedAt'));
    expect(changedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(changedAt).toBeLessThanOrEqual(Date.now());
    expect(document.documentElement.lang).toBe('tl');
    // The header button now speaks Tagalog: its label comes from the TY file, not English.
    const tagalogLabel = tyLanguage.button.replace('{{name}}', 'Tagalog').replace('{{code}}', 'TY');
    expect(tagalogLabel).not.toBe('Language: Tagalog, TY');
    expect(screen.getByRole('button', { name: tagalogLabel, hidden: true })).toBeInTheDocument();
  });

  it("saves a signed-in member's choice on the server too", async () => {
    const login = await toResult(
      api.POST('/wps/session/login', {
        body: { username: 'demoplayer', password: 'demo1234', type: 'username' },
      }),
    );
    if (!login.ok) throw new Error(login.error.key);
    if (!('token' in login.value)) throw new Error('login asked for a second factor');
    sessionStorage.setItem('token', login.value.token);
    const store = createStore();
    store.set(tokenAtom, login.value.token);
    const onClose = vi.fn();
    await renderPortal(<LanguageDialog onClose={onClose} />, { store });

    await userEvent.click(screen.getByRole('button', { name: /Tagalog/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const member = await toResult(api.GET('/wps/member/info'));
    expect(member.ok && member.value.language).toBe('TY');
  });

  it('closes without a change when the current language is chosen', async () => {
    const onClose = vi.fn();
    await renderPortal(<LanguageDialog onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem('lang')).toBeNull();
    expect(localStorage.getItem('langChangedAt')).toBeNull();
  });
});

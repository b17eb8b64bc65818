// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptCsPath } from '../../../../mock-server/testing/test-api';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { warningAtom } from '../../../lib/stores/dialog-atoms';
import { vipRankLevelAtom } from '../../../lib/stores/public-atoms';
import { CustomerServiceButton } from './customer-service-button';
import { ServiceSideMenu } from './service-side-menu';

let mock: PortalMock;
beforeAll(async () => {
  // Node's fetch resolves the client's same-origin paths against this origin, as a page would.
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  mock.server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => mock.server.close());

/** A stand-in for the pop-up window: records where it was sent and whether it closed. */
function stubPopup() {
  const popup = {
    opener: {} as unknown,
    closed: false,
    document: { title: '', body: { style: {} as Record<string, string>, textContent: '' } },
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
  return { popup, open };
}

async function storeWithPermission() {
  const store = createStore();
  const permission = await toResult(
    api.GET('/wps/system/permission', { params: { query: { host: location.host } } }),
  );
  if (!permission.ok) throw permission.error;
  store.set(permissionAtom, permission.value);
  return store;
}

describe('ServiceSideMenu', () => {
  it('offers live chat, Facebook and Telegram only', async () => {
    await renderPortal(<ServiceSideMenu />, { store: await storeWithPermission() });
    const menu = screen.getByRole('complementary', { name: 'Customer service' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Live chat', 'Customer service on Facebook', 'Customer service on Telegram']);
  });

  it('lists the same channels as labelled buttons inline (the phone menu) and reports a choice', async () => {
    const { open } = stubPopup();
    const onChoose = vi.fn();
    await renderPortal(<ServiceSideMenu placement="inline" onChoose={onChoose} />, {
      store: await storeWithPermission(),
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    const list = screen.getByRole('list', { name: 'Customer service' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Live chat', 'Customer service on Facebook', 'Customer service on Telegram']);
    await userEvent.click(within(list).getByRole('button', { name: 'Live chat' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledOnce();
  });

  it('shows nothing before the site permission is known', async () => {
    const { container } = await renderPortal(<ServiceSideMenu />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a 440x750 pop-up in the click and sends it to the decrypted live chat address', async () => {
    const { popup, open } = stubPopup();
    await renderPortal(<ServiceSideMenu />, { store: await storeWithPermission() });
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledWith(
      '',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
    expect(popup.opener).toBeNull();
    expect(popup.document.body.textContent).toBe('Connecting you to customer service…');
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    expect(popup.location.replace.mock.calls[0]?.[0]).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/chat\?cs=LIVECHAT/,
    );
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('sends members ranked above 4 to the VIP service', async () => {
    const { popup } = stubPopup();
    const store = await storeWithPermission();
    store.set(vipRankLevelAtom, 6);
    await renderPortal(<CustomerServiceButton />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    expect(popup.location.replace.mock.calls[0]?.[0]).toMatch(/cs=VIP/);
  });

  it('closes the pop-up and says so when the target is not a web address', async () => {
    const { popup } = stubPopup();
    mock.server.use(
      http.get('*/wps/system/customerService', () =>
        HttpResponse.json({
          success: true,
          value: {
            csType: 'LIVECHAT',
            version: {
              pathList: [{ type: '3', path: encryptCsPath("javascript:alert('cs')", 'UOHNdbf2') }],
            },
            list: [],
          },
        }),
      ),
    );
    const { store } = await renderPortal(<CustomerServiceButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(store.get(warningAtom)?.text).toMatch(/could not be reached/);
  });

  it('closes the pop-up when the service list fails', async () => {
    const { popup } = stubPopup();
    mock.server.use(http.get('*/wps/system/customerService', () => HttpResponse.error()));
    await renderPortal(<CustomerServiceButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('tells the visitor when the browser blocked the pop-up', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { store } = await renderPortal(<CustomerServiceButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(store.get(warningAtom)?.text).toMatch(/blocked the customer-service window/);
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { renderPortal } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import { chatPollMs } from '../rules/chat-messages';
import ChatRoomDialog from './chat-room-dialog';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

const mock = servePortalMock();

// Only the poll's interval (and the time it reads) is faked: fetches and user-event keep real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  mock.server.resetHandlers();
  mock.backend.config.flags.CHATROOM3 = true;
});

/** Demo staff post as a member through the control API (as the e2e spec's other member would). */
async function postAs(account: string, text: string) {
  const answer = await fetch(`${window.location.origin}/__mock/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, roomId: 'EN', text }),
  });
  expect(answer.status).toBe(201);
}

async function openAs(account: string) {
  const store = await signedInStore(account);
  const info = await toResult(api.GET('/wps/member/info'));
  if (info.ok) store.set(memberInfoAtom, info.value);
  await renderPortal(<ChatRoomDialog onClose={() => undefined} />, { store });
  const log = await screen.findByRole('log', { name: 'Messages' });
  await within(log).findAllByRole('listitem');
  return log;
}

const sendRequests = () => {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/wps/chat/')) seen.push(`${request.method} ${request.url}`);
  };
  mock.server.events.on('request:start', listener);
  return { seen, stop: () => mock.server.events.removeListener('request:start', listener) };
};

describe('ChatRoomDialog', () => {
  it('shows the lobby of the language, newest at the bottom, senders masked, as a polite log', async () => {
    const log = await openAs('demoplayer');
    expect(screen.getByRole('dialog', { name: 'Chat room' })).toHaveTextContent('Lobby: English');
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('GL everyone, see you at the leaderboard');
    expect(items.at(-1)).toHaveTextContent('de***ip');
    expect(items.at(-1)).toHaveTextContent('VIP 6');
    expect(log).not.toHaveTextContent('demovip');
  });

  it('asks for new messages every poll while open, and not while the tab is hidden', async () => {
    const log = await openAs('demoplayer');
    await postAs('demovip', 'A fresh line from the lobby');
    expect(log).not.toHaveTextContent('A fresh line from the lobby');
    const requests = sendRequests();
    await act(() => vi.advanceTimersByTimeAsync(chatPollMs));
    expect(await within(log).findByText('A fresh line from the lobby')).toBeInTheDocument();
    expect(requests.seen.some((r) => r.includes('sinceId='))).toBe(true);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    requests.seen.length = 0;
    await act(() => vi.advanceTimersByTimeAsync(chatPollMs * 3));
    expect(requests.seen).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    requests.stop();
  });

  it("sends with Enter, shows the member's own message as own and clears the field", async () => {
    const log = await openAs('demoplayer');
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Hello from the test{Enter}');
    const own = await within(log).findByText('Hello from the test');
    const item = own.closest('li');
    expect(item).toHaveClass('chat-msg--own');
    expect(item).toHaveTextContent('You');
    expect(field).toHaveValue('');
    const other = within(log).getByText('GL everyone, see you at the leaderboard').closest('li');
    expect(other).not.toHaveClass('chat-msg--own');
  });

  it('counts characters and refuses a message that is too long or holds markup, before sending', async () => {
    await openAs('demoplayer');
    const field = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('201/200').parentElement).toHaveClass('chat-composer__count--over');
    const requests = sendRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 200 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: '<b>bold</b>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('< and > cannot be used');
    expect(requests.seen.filter((r) => r.startsWith('POST'))).toEqual([]);
    requests.stop();
  });

  it('says how long to wait when the member sends too fast (429)', async () => {
    await openAs('demoplayer');
    mock.server.use(
      http.post('*/wps/chat/rooms/:roomId/messages', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'too_many_requests',
            message: 'too many chat messages; retry in 42 s',
            value: { retryAfterSeconds: 42 },
          },
          { status: 429 },
        ),
      ),
    );
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'one more{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 42 s');
    expect(field).toHaveValue('one more');
  });

  it('shows markup from the server as text, never as HTML', async () => {
    mock.server.use(
      http.get('*/wps/chat/rooms/:roomId/messages', () =>
        HttpResponse.json({
          success: true,
          value: {
            roomId: 'EN',
            hasMore: false,
            list: [
              {
                messageId: 9999,
                roomId: 'EN',
                displayName: 'ev***il',
                vipRankLevel: 1,
                text: '<img src=x onerror="alert(1)"><b>bold</b>',
                time: '2026-11-22T09:00:00Z',
                own: false,
              },
            ],
          },
        }),
      ),
    );
    const log = await openAs('demoplayer');
    expect(log).toHaveTextContent('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(log.querySelector('img, b')).toBeNull();
  });

  it('lets a trial account read but offers no composer', async () => {
    const log = await openAs('demotrial');
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/Sign in with a real account to write/)).toBeInTheDocument();
  });

  it('shows the failure with a retry when the room cannot be read', async () => {
    mock.backend.config.flags.CHATROOM3 = false;
    const store = await signedInStore('demoplayer');
    await renderPortal(<ChatRoomDialog onClose={() => undefined} />, { store });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the messages.');
    expect(screen.queryByRole('textbox')).toBeNull();
    mock.backend.config.flags.CHATROOM3 = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('log')).toBeInTheDocument();
  });
});

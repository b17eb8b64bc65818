// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../tests/setup/portal-mock';
import { useCaptcha } from './use-captcha';

// The portal's client calls its own origin; in jsdom that origin has to be spelled out.
vi.hoisted(() => {
  process.env.VITE_API_BASE_URL = window.location.origin;
});

let mock: PortalMock;
let captchaCalls = 0;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/captcha') captchaCalls += 1;
  });
});
afterEach(() => {
  vi.useRealTimers();
  expect(mock.violations).toEqual([]);
});
afterAll(() => mock.server.close());

describe('useCaptcha', () => {
  it('loads a captcha image and refreshes it on click at most once per second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T12:00:00Z'));
    const { result } = renderHook(() => useCaptcha());
    captchaCalls = 0;

    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const first = result.current.captcha;
    // The body's base64 PNG as an img source, the id from the X-Captcha-Id header.
    expect(first?.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(first?.captchaId).toMatch(/^cap_[0-9a-f]{16}$/);

    // Clicks inside the second are dropped.
    vi.setSystemTime(new Date('2024-06-01T12:00:00.400Z'));
    act(() => result.current.refresh());
    vi.setSystemTime(new Date('2024-06-01T12:00:00.999Z'));
    act(() => result.current.refresh());
    expect(captchaCalls).toBe(1);

    // A second later (the mock in this process reads the same faked clock) the click gets a new image.
    vi.setSystemTime(new Date('2024-06-01T12:00:01.000Z'));
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.captcha?.captchaId).not.toBe(first?.captchaId));
    expect(captchaCalls).toBe(2);
  });
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../openapi/runtime/client/api-error';
import type { ApiResult } from '../../../openapi/runtime/client/api-result';
import { warningAtom } from '../../lib/stores/dialog-atoms';
import { useSmsCodeSender } from './use-sms-code-sender';

const sent = (expiredMinutes: number): ApiResult<{ expiredMinutes: number }> => ({
  ok: true,
  value: { expiredMinutes },
});

function setup(
  options: {
    valid?: boolean;
    answer?: ApiResult<{ expiredMinutes: number }>;
    firebase?: boolean;
  } = {},
) {
  const store = createStore();
  const validate = vi.fn(() => Promise.resolve(options.valid ?? true));
  const request = vi.fn(() => Promise.resolve(options.answer ?? sent(2)));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(
    () => useSmsCodeSender({ validate, request, firebase: options.firebase ?? false }),
    { wrapper },
  );
  return { store, validate, request, hook };
}

describe('useSmsCodeSender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-06-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('validates the mobile field first and sends nothing when it is invalid', async () => {
    const { validate, request, hook } = setup({ valid: false });
    await act(() => hook.result.current.send());
    expect(validate).toHaveBeenCalledOnce();
    expect(request).not.toHaveBeenCalled();
    expect(hook.result.current.secondsLeft).toBe(0);
  });

  it('then waits expiredMinutes * 60 seconds before the next send', async () => {
    const { request, hook } = setup({ answer: sent(2) });
    await act(() => hook.result.current.send());
    expect(request).toHaveBeenCalledOnce();
    expect(hook.result.current.sent).toBe(true);
    expect(hook.result.current.secondsLeft).toBe(120);
    act(() => vi.advanceTimersByTime(60_000));
    expect(hook.result.current.secondsLeft).toBe(60);
    await act(() => hook.result.current.send());
    expect(request).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(60_000));
    expect(hook.result.current.secondsLeft).toBe(0);
    await act(() => hook.result.current.send());
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('lets a click through at most once per 1000 ms, even after a refused number', async () => {
    const { validate, hook } = setup({ valid: false });
    await act(() => hook.result.current.send());
    act(() => vi.advanceTimersByTime(500));
    await act(() => hook.result.current.send());
    expect(validate).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(500));
    await act(() => hook.result.current.send());
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('waits 60 s with firebase whatever the server says', async () => {
    const { hook } = setup({ answer: sent(5), firebase: true });
    await act(() => hook.result.current.send());
    expect(hook.result.current.secondsLeft).toBe(60);
  });

  it('shows the server message in a warning dialog when sending fails', async () => {
    const error = new ApiError({
      key: 'user_not_found',
      message: 'no member with this mobile number',
      status: 404,
      operation: 'POST /x',
    });
    const { store, hook } = setup({ answer: { ok: false, error } });
    await act(() => hook.result.current.send());
    expect(store.get(warningAtom)).toEqual({ text: 'no member with this mobile number' });
    expect(hook.result.current.secondsLeft).toBe(0);
    expect(hook.result.current.sent).toBe(false);
  });

  it('falls back to the catalogue text when no answer arrived', async () => {
    const error = new ApiError({
      key: 'network_error',
      message: 'fetch failed',
      status: 0,
      operation: 'POST /x',
    });
    const { store, hook } = setup({ answer: { ok: false, error } });
    await act(() => hook.result.current.send());
    expect(store.get(warningAtom)).toEqual({ key: 'network_error' });
  });
});

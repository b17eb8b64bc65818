import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaRefreshIntervalMs, createThrottleGate, smsSendIntervalMs } from './throttle-gate';

describe('createThrottleGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-06-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lets the captcha refresh through at most once per second (section 4)', () => {
    expect(captchaRefreshIntervalMs).toBe(1000);
    const gate = createThrottleGate(captchaRefreshIntervalMs);
    expect(gate.tryPass()).toBe(true);
    vi.advanceTimersByTime(400);
    expect(gate.tryPass()).toBe(false);
    vi.advanceTimersByTime(599);
    expect(gate.tryPass()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.tryPass()).toBe(true);
  });

  it('drops (does not queue) SMS sends inside 1000 ms, and restarts the interval only on a pass', () => {
    expect(smsSendIntervalMs).toBe(1000);
    const gate = createThrottleGate(smsSendIntervalMs);
    const passes = [0, 300, 600, 900, 1000, 1500, 2000].map((at, i, all) => {
      vi.advanceTimersByTime(at - (all[i - 1] ?? 0));
      return gate.tryPass();
    });
    expect(passes).toEqual([true, false, false, false, true, false, true]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { subscribeToSandboxChanges } from './live-site-status';

/** A stand-in EventSource the test drives by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = { data: JSON.stringify(data) } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function subscribe() {
  const onChange = vi.fn();
  const stop = subscribeToSandboxChanges(
    '/sandbox/events',
    onChange,
    FakeEventSource as unknown as typeof EventSource,
  );
  const source = FakeEventSource.last;
  if (!source) throw new Error('no source');
  return { onChange, stop, source };
}

describe('subscribeToSandboxChanges', () => {
  it('reads again on every change, not on the first hello', () => {
    const { onChange, stop, source } = subscribe();
    expect(source.url).toBe('/sandbox/events');
    source.emit('hello', { systemStatus: 0, version: 0 });
    expect(onChange).not.toHaveBeenCalled();
    source.emit('change', { systemStatus: 1, version: 1 });
    source.emit('change', { systemStatus: 0, version: 2 });
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    expect(source.closed).toBe(true);
  });

  it('catches up after a reconnect only when something changed meanwhile', () => {
    const { onChange, source } = subscribe();
    source.emit('hello', { systemStatus: 0, version: 3 });
    source.emit('error');
    expect(source.closed).toBe(false);
    source.emit('hello', { systemStatus: 0, version: 3 });
    expect(onChange).not.toHaveBeenCalled();
    source.emit('error');
    source.emit('hello', { systemStatus: 1, version: 4 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('gives up on a server that never streamed (a real backend): no retries', () => {
    const { onChange, source } = subscribe();
    source.emit('error');
    expect(source.closed).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does nothing where there is no EventSource', () => {
    const onChange = vi.fn();
    const stop = subscribeToSandboxChanges('/sandbox/events', onChange, null);
    stop();
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

/** A task whose answer the test releases by hand, recording the signal it got. */
function deferredTask<T>() {
  let release: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  let signal: AbortSignal | null = null;
  const task = (s: AbortSignal) => {
    signal = s;
    return new Promise<T>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return {
    task,
    release: (value: T) => release(value),
    fail: (error: unknown) => fail(error),
    signal: () => signal,
  };
}

describe('createSingleFlight', () => {
  it('answers the value of a run nothing superseded', async () => {
    const flight = createSingleFlight();
    await expect(flight.run(async () => 'page 1')).resolves.toEqual({
      status: 'done',
      value: 'page 1',
    });
    expect(flight.inFlight).toBe(false);
  });

  it('aborts the older run when a newer one starts', () => {
    const flight = createSingleFlight();
    const older = deferredTask<string>();
    const newer = deferredTask<string>();
    void flight.run(older.task);
    expect(flight.inFlight).toBe(true);
    void flight.run(newer.task);
    expect(older.signal()?.aborted).toBe(true);
    expect(newer.signal()?.aborted).toBe(false);
  });

  it('never lets a stale answer through, even one arriving after the newer answer', async () => {
    const flight = createSingleFlight();
    const older = deferredTask<string>();
    const newer = deferredTask<string>();
    const first = flight.run(older.task);
    const second = flight.run(newer.task);
    newer.release('vendor PG');
    older.release('all vendors'); // the task ignored its abort signal and answered late
    await expect(second).resolves.toEqual({ status: 'done', value: 'vendor PG' });
    await expect(first).resolves.toEqual({ status: 'superseded' });
  });

  it('treats the failure of a superseded run (the abort itself) as superseded', async () => {
    const flight = createSingleFlight();
    const older = deferredTask<string>();
    const first = flight.run(older.task);
    const second = flight.run(async () => 'newer');
    older.fail(new DOMException('aborted', 'AbortError'));
    await expect(first).resolves.toEqual({ status: 'superseded' });
    await expect(second).resolves.toEqual({ status: 'done', value: 'newer' });
  });

  it('passes on the failure of the newest run', async () => {
    const flight = createSingleFlight();
    await expect(
      flight.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });

  it('cancel aborts the run in flight and it comes back superseded', async () => {
    const flight = createSingleFlight();
    const task = deferredTask<string>();
    const run = flight.run(task.task);
    flight.cancel();
    expect(task.signal()?.aborted).toBe(true);
    expect(flight.inFlight).toBe(false);
    task.release('late');
    await expect(run).resolves.toEqual({ status: 'superseded' });
  });

  it('keeps only the last of many quick runs (typing a search)', async () => {
    const flight = createSingleFlight();
    const tasks = ['s', 'su', 'sup', 'supe'].map(() => deferredTask<string>());
    const runs = tasks.map((t) => flight.run(t.task));
    // Answers arrive in reverse order: the oldest last.
    ['supe', 'sup', 'su', 's'].forEach((text, i) => tasks[tasks.length - 1 - i]?.release(text));
    const outcomes = await Promise.all(runs);
    expect(outcomes).toEqual([
      { status: 'superseded' },
      { status: 'superseded' },
      { status: 'superseded' },
      { status: 'done', value: 'supe' },
    ]);
  });
});

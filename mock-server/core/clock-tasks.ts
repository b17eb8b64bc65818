import type { MockBackend } from './backend';

/**
 * Work that falls due as the sandbox clock passes, whatever request comes next (a real-time salary
 * window ending). The pipeline runs the due ones before every request's handler and again after
 * every state-changing request (so `advanceSandboxClock` settles at once); handlers never call them.
 */
export interface ClockTask {
  name: string;
  /** Cheap, outside the write lock: is there anything to do at the clock's now? */
  isDue(backend: MockBackend): boolean;
  /** Inside the write lock: does what is due (idempotent); true when the state changed. */
  run(backend: MockBackend): Promise<boolean>;
}

export function anyClockTaskDue(backend: MockBackend): boolean {
  return backend.clockTasks.some((task) => task.isDue(backend));
}

/** Runs the due tasks; call inside the write lock. True when one of them changed the state. */
export async function runDueClockTasks(backend: MockBackend): Promise<boolean> {
  let changed = false;
  for (const task of backend.clockTasks) {
    if (task.isDue(backend) && (await task.run(backend))) changed = true;
  }
  return changed;
}

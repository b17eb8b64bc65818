/** What a run of a single flight ended with: its value, or superseded by a newer run. */
export type FlightOutcome<T> = { status: 'done'; value: T } | { status: 'superseded' };

export interface SingleFlight {
  /**
   * Starts `task` as the only run in flight: the run before it is aborted (its signal fires) and,
   * whatever it answers later, comes back `superseded`. Only the newest run can come back `done`.
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<FlightOutcome<T>>;
  /** Aborts the run in flight (the screen went away); it comes back `superseded`. */
  cancel(): void;
  /** Whether a run is in flight. */
  readonly inFlight: boolean;
}

/**
 * One request at a time (section 2: only one game-list fetch may run at a time). A newer request
 * aborts the older one, and a stale answer never overwrites a newer one: the check runs after the
 * answer arrived, so it holds even for a task that ignores its signal.
 */
export function createSingleFlight(): SingleFlight {
  let current: AbortController | null = null;
  const isCurrent = (controller: AbortController) =>
    current === controller && !controller.signal.aborted;

  return {
    async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<FlightOutcome<T>> {
      current?.abort(new DOMException('Superseded by a newer request', 'AbortError'));
      const controller = new AbortController();
      current = controller;
      try {
        const value = await task(controller.signal);
        return isCurrent(controller) ? { status: 'done', value } : { status: 'superseded' };
      } catch (error) {
        if (!isCurrent(controller)) return { status: 'superseded' };
        throw error;
      } finally {
        if (current === controller) current = null;
      }
    },
    cancel() {
      current?.abort(new DOMException('Cancelled', 'AbortError'));
      current = null;
    },
    get inFlight() {
      return current !== null;
    },
  };
}

/**
 * One writer at a time, and no reader while a writer is in the middle of its change.
 *
 * `@msw/data` updates are asynchronous, so two transfers interleaving between a read and a write
 * could lose or create money. Every state-changing request runs under `exclusive`; reads wait for
 * the writers already queued (`whenIdle`) and then run without awaiting, so they see whole states.
 */
export class WriteLock {
  #tail: Promise<void> = Promise.resolve();
  #pending = 0;

  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#pending += 1;
    await previous;
    try {
      return await work();
    } finally {
      this.#pending -= 1;
      release();
    }
  }

  /** null when no writer is active or queued (the caller goes on synchronously); else a promise. */
  whenIdle(): Promise<void> | null {
    return this.#pending === 0 ? null : this.#tail;
  }
}

/**
 * The mock's notion of now. Tests and demo staff move it forward (control API `advanceClock`) to
 * expire SMS codes or reach a withdrawal's automatic receipt without waiting.
 */
export class Clock {
  #offsetMs = 0;
  #reads = 0;

  now(): Date {
    this.#reads += 1;
    return new Date(Date.now() + this.#offsetMs);
  }

  nowMs(): number {
    this.#reads += 1;
    return Date.now() + this.#offsetMs;
  }

  /** Now, without counting as a read (the read cache's own look at the clock). */
  nowMsUntracked(): number {
    return Date.now() + this.#offsetMs;
  }

  /** How often now was read so far: the read cache (core/read-cache.ts) learns which answers depend on it. */
  get reads(): number {
    return this.#reads;
  }

  iso(): string {
    return this.now().toISOString();
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  set offsetMs(value: number) {
    this.#offsetMs = value;
  }
}

/**
 * The mock's notion of now. Tests and demo staff move it forward (control API `advanceClock`) to
 * expire SMS codes or reach a withdrawal's automatic receipt without waiting.
 */
export class Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.#offsetMs;
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

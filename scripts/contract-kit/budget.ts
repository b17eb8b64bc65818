/**
 * The kit's bounds: at most `maxRequests` requests and `timeBudgetMs` of wall time. Once either is
 * used up, every remaining check is reported as not exercised, with the reason.
 */
export class Budget {
  readonly #deadline: number;
  #used = 0;
  #firstRefusal: string | null = null;

  constructor(
    readonly maxRequests: number,
    readonly timeBudgetMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#deadline = now() + timeBudgetMs;
  }

  get used(): number {
    return this.#used;
  }

  /** Why a request was held back, when one was (the report says the run was cut short). */
  get cutShort(): string | null {
    return this.#firstRefusal;
  }

  /** Why no further request may go, or null when one may. */
  refusal(): string | null {
    if (this.#used >= this.maxRequests)
      return `request budget used up (--max-requests ${this.maxRequests})`;
    if (this.now() >= this.#deadline)
      return `time budget used up (--time-budget ${this.timeBudgetMs / 1000})`;
    return null;
  }

  /** Counts one request; returns why not instead when the budget is used up. */
  take(): string | null {
    const refused = this.refusal();
    if (refused === null) this.#used += 1;
    else this.#firstRefusal ??= refused;
    return refused;
  }
}

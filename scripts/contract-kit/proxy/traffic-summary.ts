import type { ExchangeReport } from './exchange-validator';
import { unknownOperation } from './proxy-mismatch';

interface Tally {
  calls: number;
  request: number;
  response: number;
  /** Calls with at least one mismatch. */
  failing: number;
  skipped: number;
}

const emptyTally = (): Tally => ({ calls: 0, request: 0, response: 0, failing: 0, skipped: 0 });

/** Calls and mismatches per operation, printed when the proxy stops. */
export class TrafficSummary {
  readonly #rows = new Map<string, Tally>();
  #crashes = 0;
  #unanswered = 0;

  record(report: ExchangeReport): void {
    const key =
      report.operation === unknownOperation
        ? `${unknownOperation}: ${report.route}`
        : report.operation;
    const tally = this.#rows.get(key) ?? emptyTally();
    tally.calls += 1;
    for (const m of report.mismatches) tally[m.direction] += 1;
    if (report.mismatches.length > 0) tally.failing += 1;
    if (report.skipped) tally.skipped += 1;
    this.#rows.set(key, tally);
  }

  /** A call the validator could not check because it failed itself (the traffic went through). */
  recordCrash(): void {
    this.#crashes += 1;
  }

  /** A call with no answer: the target was unreachable (the client got a 502) or the client left. */
  recordUnanswered(): void {
    this.#unanswered += 1;
  }

  /** Rows by operation (operationId, or "unknown operation: METHOD /path"). */
  rows(): ReadonlyMap<string, Readonly<Tally>> {
    return this.#rows;
  }

  totals(): Tally & { crashes: number; unanswered: number } {
    const total = emptyTally();
    for (const tally of this.#rows.values()) {
      for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
    }
    return { ...total, crashes: this.#crashes, unanswered: this.#unanswered };
  }

  format(): string {
    const t = this.totals();
    const head = `Contract proxy: ${t.calls} calls, ${t.failing} with mismatches (${t.request} in requests, ${t.response} in responses)`;
    const extras = [
      t.unanswered
        ? `${t.unanswered} without an answer (target unreachable, or the client left)`
        : '',
      t.skipped ? `${t.skipped} not (fully) validated` : '',
      t.crashes ? `${t.crashes} the validator failed on (see the log)` : '',
    ].filter(Boolean);
    if (this.#rows.size === 0) return `${head}.`;
    const rows = [...this.#rows].sort(
      ([a, x], [b, y]) => y.request + y.response - (x.request + x.response) || a.localeCompare(b),
    );
    const width = Math.max(9, ...rows.map(([name]) => name.length));
    const columns = ['calls', 'request mismatches', 'response mismatches', 'not validated'];
    const line = (name: string, cells: (string | number)[]) =>
      `  ${name.padEnd(width)}${cells.map((c, i) => String(c).padStart((columns[i]?.length ?? 0) + 2)).join('')}`;
    return [
      `${head}${extras.length ? `; ${extras.join(', ')}` : ''}.`,
      line('operation', columns),
      ...rows.map(([name, r]) => line(name, [r.calls, r.request, r.response, r.skipped])),
    ].join('\n');
  }
}

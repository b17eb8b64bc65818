import type { components } from '../../openapi/runtime/generated/openapi';

export type RequestLogEntry = components['schemas']['SandboxRequestLogEntry'];

/** What a request leaves in the log: the time as epoch milliseconds, made ISO when read. */
export type RequestLogRecord = Omit<RequestLogEntry, 'id' | 'at'> & { atMs: number };

/**
 * The live request log of one backend (the console's "requests" section): a bounded ring of the
 * last `capacity` answers, with no bodies, tokens or query values. Ids only grow, so a reader
 * polls with the last id it saw. Recording is on every request's path: it overwrites a slot of a
 * fixed ring and formats nothing (the time is made ISO when a reader asks).
 */
export class RequestLog {
  /** The records as given (not copied), slot `(id - 1) % capacity`. */
  private readonly ring: RequestLogRecord[] = [];
  private nextId = 1;

  constructor(readonly capacity = 500) {}

  record(entry: RequestLogRecord): void {
    this.ring[(this.nextId - 1) % this.capacity] = entry;
    this.nextId += 1;
  }

  /** The entries after `sinceId` (all kept ones without it), oldest first. */
  since(sinceId = 0): RequestLogEntry[] {
    const from = Math.max(sinceId + 1, this.nextId - this.capacity, 1);
    const entries: RequestLogEntry[] = [];
    for (let id = from; id < this.nextId; id += 1) {
      const { atMs, ...kept } = this.ring[(id - 1) % this.capacity] as RequestLogRecord;
      entries.push({ id, ...kept, at: new Date(atMs).toISOString() });
    }
    return entries;
  }
}

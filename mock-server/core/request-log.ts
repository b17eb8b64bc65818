import type { components } from '../../openapi/runtime/generated/openapi';

export type RequestLogEntry = components['schemas']['SandboxRequestLogEntry'];

/**
 * The live request log of one backend (the console's "requests" section): a bounded ring of the
 * last `capacity` answers, with no bodies, tokens or query values. Ids only grow, so a reader
 * polls with the last id it saw.
 */
export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private nextId = 1;

  constructor(readonly capacity = 500) {}

  record(entry: Omit<RequestLogEntry, 'id'>): void {
    this.entries.push({ ...entry, id: this.nextId });
    this.nextId += 1;
    if (this.entries.length > this.capacity)
      this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** The entries after `sinceId` (all kept ones without it), oldest first. */
  since(sinceId = 0): RequestLogEntry[] {
    return this.entries.filter((entry) => entry.id > sinceId).map((entry) => ({ ...entry }));
  }
}

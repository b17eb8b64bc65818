import { tableMutations } from '../db/typed-collection';
import type { MockBackend } from './backend';

/**
 * The answers of reads whose inputs have not changed, kept ready to send (the JSON text and its
 * ETag), so a repeated read costs a map lookup instead of a handler, a presenter and
 * `JSON.stringify`.
 *
 * An answer is kept only when it is provably the answer a fresh run would give, byte for byte:
 * - the state: every commit (the end of every write, every settlement a read brought due) and every
 *   record put or removed in any table bumps a version; an entry is only served at the version it
 *   was made at, and one whose run changed the state is not kept at all;
 * - the caller: the key holds the operation, path, query and session token (per member, per
 *   session); the headers the handler read (language, origin, device ...) and, when it asked for
 *   the request context, the client address, are compared like HTTP's `Vary`;
 * - the clock: an answer whose run read the sandbox clock is kept only for operations listed in
 *   `clockResolutions` (their answers change only when `floor(now / resolution)` does, as the
 *   catalogue's hour-aligned maintenance windows, or the balance's whole-second `updatedAt`) and
 *   only within that slot, and before the instant the handler said its answer changes at
 *   (`holdsUntil`: the balance's next scheduled credit); any other clock-reading answer
 *   (countdowns, the wallet's records) is always computed afresh.
 * Faults, latency, clock tasks, session checks and the session's use are applied by the pipeline
 * before and after the lookup exactly as for a fresh answer.
 */
export interface SerializedAnswer {
  /** The JSON text of the body. */
  text: string;
  /** A strong ETag from the text's hash. */
  etag: string;
  /** Compressed copies made by the host on first demand (`br`, `gzip`), reused by every hit. */
  encoded: Map<string, Buffer>;
  /** True when the read cache keeps it (sent again and again). */
  kept: boolean;
}

export interface CachedRead {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  serialized: SerializedAnswer;
}

/** What a fresh run read besides the key: compared on every hit. */
interface Variant {
  version: number;
  /** Header names (lower case) the handler read, with the values it saw. */
  headers: [string, string | null][];
  /** The client address, when the handler asked for the request context (per-address answers). */
  address: string | null | undefined;
  /** `floor(now / resolution)` when the run read the clock; undefined when it did not. */
  clockSlot: number | undefined;
  /** The clock instant the handler said its answer changes at (`holdsUntil`); served only before. */
  expiresAtMs: number | undefined;
  answer: CachedRead;
}

export function serializeAnswer(body: unknown): SerializedAnswer {
  const text = JSON.stringify(body);
  return { text, etag: etagOf(text), encoded: new Map(), kept: false };
}

/**
 * An ETag for this text: its length and a 53-bit hash of its UTF-16 code units (cyrb53). Plain
 * JavaScript, because the pipeline also runs in the page (MSW); the length and 53 bits make two
 * different answers of one URL sharing a tag vanishingly unlikely.
 */
export function etagOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `"${text.length.toString(36)}-${hash.toString(36)}"`;
}

/** True when an `If-None-Match` header names this ETag (or `*`); weak tags compare weakly. */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return (
      candidate === '*' || (candidate.startsWith('W/') ? candidate.slice(2) : candidate) === bare
    );
  });
}

export interface ReadCacheOptions {
  /** Operations whose clock-reading answers change only at multiples of this many ms. */
  clockResolutions?: Readonly<Record<string, number>>;
  /** At most this many keys are kept; the oldest inserted are dropped first. */
  maxEntries?: number;
  /** At most this many characters of answers are kept (64 MiB by default). */
  maxBytes?: number;
}

/** What one fresh run depended on, recorded while it ran (see `ReadCache.track`). */
export interface ReadTracker {
  /** The request's headers as the handler sees them: every name read is recorded. */
  headers: { get(name: string): string | null };
  /** Call when the handler asks for the request context (address, device, language). */
  usedRequestContext(): void;
  /** The handler's word that its answer stays the same until this clock instant (the earliest counts). */
  holdsUntil(atMs: number): void;
  /** Ends the run: the answer serialized, kept for the next identical read when it may be. */
  finish(answer: Omit<CachedRead, 'serialized'>): CachedRead;
}

export class ReadCache {
  readonly #backend: MockBackend;
  readonly #resolutions: Readonly<Record<string, number>>;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Variant[]>();
  #commits = 0;
  #storedVersion = -1;
  /** Characters of JSON text held (roughly bytes). */
  #bytes = 0;

  constructor(backend: MockBackend, options: ReadCacheOptions = {}) {
    this.#backend = backend;
    this.#resolutions = options.clockResolutions ?? {};
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    backend.onCommitted.push(() => {
      this.#commits += 1;
    });
  }

  /** Moves on every commit and every record change: entries of another version are never served. */
  get version(): number {
    return this.#commits + tableMutations();
  }

  /** Number of keys held (tests). */
  get size(): number {
    return this.#entries.size;
  }

  key(operationId: string, pathname: string, query: URLSearchParams, token: string | null): string {
    return `${operationId}\u0000${pathname}\u0000${query.toString()}\u0000${token ?? ''}`;
  }

  #slot(operationId: string): number | undefined {
    const resolution = this.#resolutions[operationId];
    return resolution ? Math.floor(this.#backend.clock.nowMsUntracked() / resolution) : undefined;
  }

  /** The kept answer for this key and request, or null. */
  lookup(
    key: string,
    operationId: string,
    headers: { get(name: string): string | null },
    address: () => string | null,
  ): CachedRead | null {
    const variants = this.#entries.get(key);
    if (!variants) return null;
    const version = this.version;
    let slot: number | undefined;
    for (const variant of variants) {
      if (variant.version !== version) continue;
      if (variant.address !== undefined && variant.address !== address()) continue;
      if (variant.clockSlot !== undefined) {
        slot ??= this.#slot(operationId);
        if (variant.clockSlot !== slot) continue;
      }
      if (
        variant.expiresAtMs !== undefined &&
        this.#backend.clock.nowMsUntracked() >= variant.expiresAtMs
      )
        continue;
      if (variant.headers.every(([name, value]) => headers.get(name) === value))
        return variant.answer;
    }
    return null;
  }

  /**
   * Starts recording a fresh run of `operationId` for `key`. Call right before the handler runs and
   * `finish` right after: what the run read decides whether and how its answer is kept.
   */
  track(
    key: string,
    operationId: string,
    headers: { get(name: string): string | null },
    address: () => string | null,
  ): ReadTracker {
    const version = this.version;
    const clockReads = this.#backend.clock.reads;
    const slotBefore = this.#slot(operationId);
    const read = new Map<string, string | null>();
    let usedContext = false;
    let expiresAtMs: number | undefined;
    return {
      headers: {
        get(name: string) {
          const lower = name.toLowerCase();
          const value = headers.get(lower);
          if (!read.has(lower)) read.set(lower, value);
          return value;
        },
      },
      usedRequestContext() {
        usedContext = true;
      },
      holdsUntil(atMs: number) {
        expiresAtMs = expiresAtMs === undefined ? atMs : Math.min(expiresAtMs, atMs);
      },
      finish: (answer) => {
        const serialized = serializeAnswer(answer.body);
        const kept: CachedRead = { ...answer, serialized };
        // The run changed the state (or another request did meanwhile): not a pure read.
        if (this.version !== version) return kept;
        let clockSlot: number | undefined;
        if (this.#backend.clock.reads !== clockReads) {
          const slotAfter = this.#slot(operationId);
          // Clock-dependent without a declared resolution, or run across a slot's edge: not kept.
          if (slotBefore === undefined || slotAfter !== slotBefore) return kept;
          // A change the handler foresaw has come while it ran: not kept.
          if (expiresAtMs !== undefined && this.#backend.clock.nowMsUntracked() >= expiresAtMs)
            return kept;
          clockSlot = slotBefore;
        }
        this.#store(key, {
          version,
          headers: [...read],
          address: usedContext ? address() : undefined,
          clockSlot,
          expiresAtMs,
          answer: kept,
        });
        return kept;
      },
    };
  }

  #store(key: string, variant: Variant): void {
    const version = variant.version;
    // Versions only grow: entries of an older one are never served again.
    if (version !== this.#storedVersion) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#storedVersion = version;
    }
    if (variant.answer.serialized.text.length > this.#maxBytes / 4) return;
    variant.answer.serialized.kept = true;
    const current = this.#entries.get(key) ?? [];
    // Few variants per key (languages, origins): a long list means a header that varies per request.
    if (current.length >= 8) this.#bytes -= current.shift()?.answer.serialized.text.length ?? 0;
    current.push(variant);
    this.#bytes += variant.answer.serialized.text.length;
    this.#entries.delete(key);
    this.#entries.set(key, current);
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      for (const dropped of this.#entries.get(oldest) ?? [])
        this.#bytes -= dropped.answer.serialized.text.length;
      this.#entries.delete(oldest);
    }
  }
}

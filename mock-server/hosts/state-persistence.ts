import * as nodeFs from 'node:fs/promises';
import path from 'node:path';
import { createMockBackend, type CommitHook, type MockBackend } from '../core/backend';
import { parseSeed, parseSnapshot } from '../domains/control/rules/state-snapshot';
import type { SeedOptions } from '../seed/seed-context';
import { syncDirectory, writeFileAtomically, type AtomicWriteFs } from './atomic-file';
import { applyEntry, captureChanges } from './journal-changes';
import {
  CorruptJournalError,
  decodeJournal,
  encodeEntry,
  type JournalEntry,
} from './journal-format';

/** The journal beside a state file. */
export const journalFileOf = (file: string): string => `${file}.journal`;

/** The journal passes this many bytes: a new snapshot is written and the journal starts afresh. */
export const defaultCompactAtBytes = 4 * 1024 * 1024;

export interface PersistenceStats {
  /** Journal entries appended (one per write that changed something). */
  entries: number;
  /** fsyncs of the journal (group commit: many entries share one). */
  fsyncs: number;
  /** Snapshots written (the first one at start included). */
  compactions: number;
  /** Bytes in the current journal. */
  journalBytes: number;
}

export interface StatePersistence {
  readonly file: string;
  readonly journalFile: string;
  /** Resolves once the first snapshot and an empty journal are on disk. */
  readonly ready: Promise<void>;
  /** Resolves once every committed change so far is on disk. */
  flush(): Promise<void>;
  /** Writes a snapshot of the current state now and starts a fresh journal (and waits for it). */
  saveNow(): Promise<void>;
  /** Flushes, writes a last snapshot (an empty journal is left) and stops following changes. */
  close(): Promise<void>;
  /** Stops following changes (the hook leaves `backend.onCommitted`) and closes the journal. */
  detach(): void;
  stats(): PersistenceStats;
}

export interface PersistOptions {
  /** The file operations of snapshot writes (tests pass one that fails half-way). */
  fs?: AtomicWriteFs;
  /** Where a failed write is reported; the next change tries again. Defaults to console.error. */
  onError?: (error: unknown) => void;
  /** Journal size that starts a compaction (default 4 MB). */
  compactAtBytes?: number;
  /** The sequence number of the last entry already in the state (after a replay). */
  lastSeq?: number;
  /**
   * The snapshot on disk already holds the whole state and the journal nothing after it (a clean
   * restart): append to the journal as it is instead of writing a first snapshot.
   */
  resume?: boolean;
}

interface Pending {
  seq: number;
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

async function writeAll(handle: nodeFs.FileHandle, text: string): Promise<number> {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
    written += bytesWritten;
  }
  return bytes.length;
}

/**
 * Keeps `file` (a snapshot) and `file.journal` (every committed change since) in step with the
 * backend, so that a write is answered only once it is on disk:
 *
 * - at each commit (inside the write lock) the changed records, the configuration and the clock
 *   offset, when they changed, become one journal entry with the next sequence number; the hook
 *   hands the pipeline a promise that resolves once that entry is fsynced;
 * - group commit: one append and one fsync for every entry queued meanwhile, so writes arriving
 *   while an fsync runs share the next one;
 * - compaction in the background once the journal passes `compactAtBytes`: the state is exported
 *   under the write lock with the sequence number it includes, written atomically, and the journal
 *   replaced (atomically) by the entries after that number, appended meanwhile. At every moment the
 *   files on disk are an old snapshot plus a journal with everything after it, or the new one plus
 *   a journal whose older entries the replay skips.
 */
export function persistState(
  backend: MockBackend,
  file: string,
  options: PersistOptions = {},
): StatePersistence {
  const onError =
    options.onError ??
    ((error: unknown) => console.error(`[sandbox] could not write ${file}:`, error));
  const journalFile = journalFileOf(file);
  const compactAtBytes = options.compactAtBytes ?? defaultCompactAtBytes;
  const capture = captureChanges(backend);
  const stats: PersistenceStats = { entries: 0, fsyncs: 0, compactions: 0, journalBytes: 0 };

  let seq = options.lastSeq ?? 0;
  let journal: nodeFs.FileHandle | null = null;
  /** A failed append may have left half an entry: nothing more is appended until a compaction. */
  let broken = false;
  let closed = false;
  const queue: Pending[] = [];
  const unsettled = new Set<Promise<void>>();
  let flushScheduled = false;
  let wantCompaction = false;
  /** Entries appended to the old journal after the snapshot being written (they move over). */
  let carry: { after: number; lines: string[] } | null = null;
  let compacting: Promise<void> | null = null;

  // One journal operation at a time (appends, the swap to a fresh journal), in order.
  let worker: Promise<void> = Promise.resolve();
  function inWorker(task: () => Promise<void>): Promise<void> {
    const run = worker.then(task);
    worker = run.catch(() => undefined);
    return run;
  }

  function scheduleFlush(): void {
    if (flushScheduled) return;
    flushScheduled = true;
    void inWorker(appendQueued);
  }

  async function appendQueued(): Promise<void> {
    flushScheduled = false;
    if (queue.length === 0) return;
    if (!journal || broken) {
      // Waits for the compaction that opens a fresh journal (it takes the queued entries along).
      requestCompaction();
      return;
    }
    const batch = queue.splice(0);
    try {
      stats.journalBytes += await writeAll(journal, batch.map((p) => p.line).join(''));
      await journal.sync();
    } catch (error) {
      broken = true;
      onError(error);
      for (const pending of batch) pending.reject(error);
      requestCompaction();
      return;
    }
    stats.fsyncs += 1;
    if (carry) {
      const after = carry.after;
      for (const pending of batch) if (pending.seq > after) carry.lines.push(pending.line);
    }
    for (const pending of batch) pending.resolve();
    if (stats.journalBytes >= compactAtBytes || wantCompaction) requestCompaction();
  }

  /** Replaces the journal by the entries after `upTo` (the snapshot just written holds the rest). */
  async function swapJournal(upTo: number): Promise<void> {
    const lines = carry?.after === upTo ? carry.lines : [];
    carry = null;
    const temporary = `${journalFile}.tmp`;
    const next = await nodeFs.open(temporary, 'w');
    let bytes: number;
    try {
      bytes = await writeAll(next, lines.join(''));
      await next.sync();
      await nodeFs.rename(temporary, journalFile);
    } catch (error) {
      await next.close().catch(() => undefined);
      throw error;
    }
    await syncDirectory(path.dirname(journalFile));
    const previous = journal;
    journal = next;
    broken = false;
    stats.journalBytes = bytes;
    await previous?.close().catch(() => undefined);
    // Entries still queued up to `upTo` are in the snapshot: durable already.
    for (let i = queue.length - 1; i >= 0; i -= 1) {
      const pending = queue[i];
      if (pending && pending.seq <= upTo) {
        queue.splice(i, 1);
        pending.resolve();
      }
    }
    if (queue.length > 0) scheduleFlush();
  }

  async function compact(): Promise<void> {
    wantCompaction = false;
    const { text, upTo } = await backend.writeLock.exclusive(async () => {
      const snapshot = backend.exportState({ includeCatalogue: false });
      carry = { after: seq, lines: [] };
      return { text: JSON.stringify({ ...snapshot, journalSeq: seq }), upTo: seq };
    });
    try {
      await writeFileAtomically(file, text, options.fs);
      await inWorker(() => swapJournal(upTo));
      stats.compactions += 1;
    } catch (error) {
      carry = null;
      onError(error);
      // Without a writable journal the queued writes cannot be made durable: answer them.
      if (!journal || broken) for (const pending of queue.splice(0)) pending.reject(error);
      throw error;
    }
  }

  function requestCompaction(): Promise<void> {
    if (compacting) {
      wantCompaction = true;
      return compacting;
    }
    const run = compact().finally(() => {
      compacting = null;
      if (wantCompaction && !closed) void requestCompaction().catch(() => undefined);
    });
    compacting = run;
    run.catch(() => undefined);
    return run;
  }

  const hook: CommitHook = () => {
    const change = capture.take();
    if (!change) return;
    seq += 1;
    const entry: JournalEntry = { seq, ...change };
    const line = encodeEntry(entry); // encoded now: records change in place
    if (change.kind === 'state') wantCompaction = true;
    stats.entries += 1;
    const durable = new Promise<void>((resolve, reject) => {
      queue.push({ seq, line, resolve, reject });
    });
    unsettled.add(durable);
    void durable
      .catch(() => undefined)
      .finally(() => {
        unsettled.delete(durable);
      });
    scheduleFlush();
    return durable;
  };
  backend.onCommitted.push(hook);

  // The first snapshot (with the sequence number replayed up to) and a fresh journal, or, when
  // the files on disk already hold the state, the journal opened for appending.
  const ready = options.resume
    ? inWorker(async () => {
        journal = await nodeFs.open(journalFile, 'a');
        stats.journalBytes = (await journal.stat()).size;
        await syncDirectory(path.dirname(journalFile));
      })
    : requestCompaction();

  async function flush(): Promise<void> {
    for (;;) {
      if (unsettled.size > 0) await Promise.allSettled([...unsettled]);
      else if (compacting) await compacting.catch(() => undefined);
      else return;
    }
  }

  function detach(): void {
    const index = backend.onCommitted.indexOf(hook);
    if (index >= 0) backend.onCommitted.splice(index, 1);
  }

  async function closeJournal(): Promise<void> {
    await flush();
    await inWorker(async () => {
      await journal?.close().catch(() => undefined);
      journal = null;
    });
  }

  return {
    file,
    journalFile,
    ready,
    flush,
    async saveNow() {
      await flush();
      await requestCompaction();
    },
    async close() {
      detach();
      await flush();
      if (!closed) {
        closed = true;
        await requestCompaction();
      }
      await closeJournal();
    },
    detach() {
      detach();
      if (closed) return;
      closed = true;
      void closeJournal();
    },
    stats: () => ({ ...stats }),
  };
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await nodeFs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export interface PersistedBackend {
  backend: MockBackend;
  persistence: StatePersistence;
  /** True when the state came from the file, false when it was seeded (and written). */
  restored: boolean;
  /** Journal entries replayed on top of the snapshot. */
  replayed: number;
  /** Bytes of a torn last entry that were left out (a crash during an append). */
  tornBytes: number;
}

/** The snapshot's `journalSeq` (0 for files written before the journal existed), taken out of it. */
function takeJournalSeq(raw: unknown, file: string): number {
  if (typeof raw !== 'object' || raw === null || !('journalSeq' in raw)) return 0;
  const value = raw.journalSeq;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`${file} is not a sandbox state: journalSeq is not a whole number`);
  delete (raw as { journalSeq?: unknown }).journalSeq;
  return value;
}

/** Replays the journal's entries after `afterSeq`; answers the last sequence number and counts. */
async function replayJournal(
  backend: MockBackend,
  journalFile: string,
  afterSeq: number,
): Promise<{ lastSeq: number; replayed: number; tornBytes: number }> {
  const data = await readIfExists(journalFile);
  if (!data) return { lastSeq: afterSeq, replayed: 0, tornBytes: 0 };
  let decoded;
  try {
    decoded = decodeJournal(data);
  } catch (error) {
    if (!(error instanceof CorruptJournalError)) throw error;
    throw new Error(
      `${journalFile} is damaged in the middle (${error.message}). It may be the only copy of ` +
        'these changes: the sandbox does not start over it. Move it away to start from the ' +
        'snapshot alone, or repair it.',
      { cause: error },
    );
  }
  let lastSeq = afterSeq;
  let replayed = 0;
  for (const entry of decoded.entries) {
    if (entry.seq <= afterSeq) continue;
    if (entry.seq !== lastSeq + 1) {
      throw new Error(
        `${journalFile} jumps from entry ${lastSeq} to ${entry.seq}: entries are missing. ` +
          'The sandbox does not start over it; move it away to start from the snapshot alone.',
      );
    }
    try {
      await applyEntry(backend, entry);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${journalFile} entry ${entry.seq} cannot be replayed: ${reason}`, {
        cause: error,
      });
    }
    lastSeq = entry.seq;
    replayed += 1;
  }
  return { lastSeq, replayed, tornBytes: decoded.tornBytes };
}

/**
 * A backend whose state lives in `file` and `file.journal`: restored from the snapshot plus the
 * journal's entries after it when the file exists (its seed wins over `seed`), else seeded and
 * written at once. A torn last journal entry (a crash during an append, never answered) is left
 * out. A file that is not a valid state, or a journal damaged in the middle, stops the start rather
 * than being overwritten: it may be someone's only copy. When entries were replayed (or a torn one
 * left out), the state is written as a fresh snapshot and the journal starts empty; after a clean
 * stop (an empty journal) the files are used as they are.
 */
export async function openPersistedBackend(
  file: string,
  seed: Partial<SeedOptions> = {},
  options: PersistOptions = {},
): Promise<PersistedBackend> {
  const journalFile = journalFileOf(file);
  const data = await readIfExists(file);
  if (data === null) {
    const journal = await readIfExists(journalFile);
    if (journal && journal.length > 0)
      throw new Error(
        `${journalFile} exists without ${file}: its changes need that snapshot. Move it away or pass another --persist file`,
      );
    const backend = await createMockBackend(seed);
    const persistence = persistState(backend, file, options);
    await persistence.ready;
    return { backend, persistence, restored: false, replayed: 0, tornBytes: 0 };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString('utf8'));
  } catch {
    throw new Error(`${file} is not JSON; move it away or pass another --persist file`);
  }
  const journalSeq = takeJournalSeq(raw, file);
  // The file's seed decides the catalogue, so it is checked first and the backend seeded with it once.
  const fileSeed = parseSeed(
    typeof raw === 'object' && raw !== null && 'seed' in raw ? raw.seed : undefined,
    'file.seed',
  );
  if ('kind' in fileSeed)
    throw new Error(`${file} is not a sandbox state: ${fileSeed.envelope.message}`);
  const backend = await createMockBackend(fileSeed.value);
  const parsed = parseSnapshot(raw, backend.db, 'file');
  if ('kind' in parsed)
    throw new Error(`${file} is not a sandbox state: ${parsed.envelope.message}`);
  await backend.importState(parsed.snapshot);
  const { lastSeq, replayed, tornBytes } = await replayJournal(backend, journalFile, journalSeq);
  const persistence = persistState(backend, file, {
    ...options,
    lastSeq,
    resume: replayed === 0 && tornBytes === 0,
  });
  await persistence.ready;
  return { backend, persistence, restored: true, replayed, tornBytes };
}

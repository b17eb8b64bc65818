import { readFile } from 'node:fs/promises';
import { createMockBackend, type MockBackend } from '../core/backend';
import { parseSeed, parseSnapshot } from '../domains/control/rules/state-snapshot';
import type { SeedOptions } from '../seed/seed-context';
import { writeFileAtomically, type AtomicWriteFs } from './atomic-file';

export interface StatePersistence {
  readonly file: string;
  /** Resolves once every committed change so far is on disk. */
  flush(): Promise<void>;
  /** Writes the current state now (and waits for it). */
  saveNow(): Promise<void>;
  /** Stops following changes (the hook leaves `backend.onCommitted`). */
  detach(): void;
}

export interface PersistOptions {
  fs?: AtomicWriteFs;
  /** Where a failed write is reported; the next change tries again. Defaults to console.error. */
  onError?: (error: unknown) => void;
}

/**
 * Keeps `file` in step with the backend. After every committed change a write is scheduled; the
 * state is serialised under the write lock (no change half-applied, and records, which are updated in
 * place, cannot move while they are read) and written atomically outside it. Writes never overlap:
 * while one runs, any number of further changes cost one more write, not one each.
 */
export function persistState(
  backend: MockBackend,
  file: string,
  options: PersistOptions = {},
): StatePersistence {
  const onError =
    options.onError ??
    ((error: unknown) => console.error(`[sandbox] could not write ${file}:`, error));
  let dirty = false;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (dirty) {
      dirty = false;
      const text = await backend.writeLock.exclusive(async () =>
        JSON.stringify(backend.exportState({ includeCatalogue: false })),
      );
      try {
        await writeFileAtomically(file, text, options.fs);
      } catch (error) {
        onError(error);
      }
    }
    running = null;
  }

  // Called inside the write lock by the pipeline: it only queues the write (awaiting it here would
  // wait for the lock it holds).
  function schedule(): void {
    dirty = true;
    running ??= drain();
  }

  const hook = () => schedule();
  backend.onCommitted.push(hook);

  return {
    file,
    flush: async () => {
      while (running) await running;
    },
    async saveNow() {
      schedule();
      while (running) await running;
    },
    detach() {
      const index = backend.onCommitted.indexOf(hook);
      if (index >= 0) backend.onCommitted.splice(index, 1);
    },
  };
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
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
}

/**
 * A backend whose state lives in `file`: restored from it when it exists (its seed wins over
 * `seed`), else seeded and written at once. A file that is not a valid state stops the start rather
 * than being overwritten: it may be someone's only copy.
 */
export async function openPersistedBackend(
  file: string,
  seed: Partial<SeedOptions> = {},
  options: PersistOptions = {},
): Promise<PersistedBackend> {
  const text = await readIfExists(file);
  if (text === null) {
    const backend = await createMockBackend(seed);
    const persistence = persistState(backend, file, options);
    await persistence.saveNow();
    return { backend, persistence, restored: false };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; move it away or pass another --persist file`);
  }
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
  return { backend, persistence: persistState(backend, file, options), restored: true };
}

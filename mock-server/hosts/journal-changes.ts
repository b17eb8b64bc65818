import { catalogueTables, type MockBackend } from '../core/backend';
import type { MockConfig } from '../core/mock-config';
import { Table, type StoredTable } from '../db/typed-collection';
import { parseSnapshot } from '../domains/control/rules/state-snapshot';
import type { EntryBody, JournalEntry, TableDelta } from './journal-format';

/** The tables the journal follows: every one but the catalogue (re-made from the seed, as in snapshots). */
function journaledTables(backend: MockBackend): [string, StoredTable][] {
  return Object.entries(backend.db).flatMap(([name, value]): [string, StoredTable][] =>
    value instanceof Table && !catalogueTables.has(name) ? [[name, value]] : [],
  );
}

/**
 * Follows a backend's changes: `take()` (inside the write lock, at each commit) answers what
 * changed since the previous call as a journal entry without its sequence number, or null.
 */
export function captureChanges(backend: MockBackend) {
  const tables = journaledTables(backend);
  for (const [, table] of tables) table.trackChanges();
  let config = JSON.stringify(backend.config);
  let clockOffsetMs = backend.clock.offsetMs;
  let seed = backend.seed;

  return {
    /** Forgets what changed so far (the state was just written whole). */
    reset(): void {
      for (const [, table] of tables) table.takeChanges();
      config = JSON.stringify(backend.config);
      clockOffsetMs = backend.clock.offsetMs;
      seed = backend.seed;
    },
    take(): EntryBody | null {
      const deltas: [string, TableDelta][] = [];
      let wholeState = backend.seed !== seed;
      for (const [name, table] of tables) {
        const changes = table.takeChanges();
        if (!changes) continue;
        if (changes.cleared) wholeState = true;
        // Live records: the caller encodes the entry at once (later writes update them in place).
        const delta: TableDelta = {};
        if (changes.put.length > 0) delta.put = changes.put;
        if (changes.removed.length > 0) delta.removed = changes.removed;
        deltas.push([name, delta]);
      }
      const nextConfig = JSON.stringify(backend.config);
      const configChanged = nextConfig !== config;
      const clockChanged = backend.clock.offsetMs !== clockOffsetMs;
      config = nextConfig;
      clockOffsetMs = backend.clock.offsetMs;
      seed = backend.seed;
      if (wholeState) {
        // A reset or an import: the whole state (without the catalogue), replayed as an import.
        return { kind: 'state', state: backend.exportState({ includeCatalogue: false }) };
      }
      if (deltas.length === 0 && !configChanged && !clockChanged) return null;
      return {
        kind: 'changes',
        tables: Object.fromEntries(deltas),
        ...(configChanged ? { config: JSON.parse(nextConfig) as MockConfig } : {}),
        ...(clockChanged ? { clockOffsetMs: backend.clock.offsetMs } : {}),
      };
    },
  };
}

export type ChangeCapture = ReturnType<typeof captureChanges>;

/** Applies one journal entry to a backend (start-up replay). */
export async function applyEntry(backend: MockBackend, entry: JournalEntry): Promise<void> {
  if (entry.kind === 'state') {
    const parsed = parseSnapshot(entry.state, backend.db, `journal entry ${entry.seq}`);
    if ('kind' in parsed) throw new Error(parsed.envelope.message);
    await backend.importState(parsed.snapshot);
    return;
  }
  const tables = new Map(journaledTables(backend));
  for (const [name, delta] of Object.entries(entry.tables)) {
    const table = tables.get(name);
    if (!table) throw new Error(`journal entry ${entry.seq} names an unknown table ${name}`);
    for (const id of delta.removed ?? []) await table.remove(id);
    for (const record of delta.put ?? []) await table.put(record);
  }
  if (entry.config) backend.config = entry.config;
  if (entry.clockOffsetMs !== undefined) backend.clock.offsetMs = entry.clockOffsetMs;
}

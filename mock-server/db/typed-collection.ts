import { Collection } from '@msw/data';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A Standard Schema that types records without checking them at run time. The record types come
 * from the contract's generated types (plus internal fields); what leaves the mock is checked against
 * the contract by the response validation instead, which is where a wrong shape would matter.
 */
function typed<T>(): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'gaming-portal-mock',
      validate: (value) => ({ value: value as T }),
    },
  };
}

export type Key = string | number;

/** What changed in a table since the last `takeChanges` (see `trackChanges`). */
export interface TableChanges {
  /** The table was emptied (a reset or an import): what follows is a whole new content. */
  cleared: boolean;
  /** Records inserted or updated, as they are now (live objects: copy before keeping them). */
  put: object[];
  /** Ids removed. */
  removed: Key[];
}

/** A table seen without its record type (export, import, reset, the --persist journal). */
export interface StoredTable {
  all(): object[];
  clear(): Promise<void>;
  /** Inserts records of unknown shape (a snapshot being restored). */
  restore(records: readonly unknown[]): Promise<void>;
  /** Inserts a record of unknown shape or replaces the one with its id wholly (journal replay). */
  put(record: unknown): Promise<void>;
  remove(id: Key): Promise<void>;
  /** From now on remember which ids every write touches (the --persist journal drains them). */
  trackChanges(): void;
  /** The changes since tracking started or since the last call; null when nothing changed. */
  takeChanges(): TableChanges | null;
}

/**
 * An `@msw/data` collection of records with an `id`, plus in-memory indexes (by id, unique keys,
 * groups), so hot lookups (a session, a member's wallets) are Map reads rather than scans.
 *
 * Every write goes through this class, which keeps the indexes in step. Updates change the stored
 * record in place: `Collection.update` finds its record by scanning the whole collection (about
 * 1.7 ms at 10,000 records, which made seeding quadratic); the record object is the collection's
 * own, so its queries (`findMany`, `findFirst`) see the change at once. Writers run under the
 * pipeline's write lock, so no reader sees half a change.
 */
let mutations = 0;

/** Records put, changed or removed in any table so far: the read cache's sign that the state moved. */
export function tableMutations(): number {
  return mutations;
}

export class Table<T extends { id: Key }> implements StoredTable {
  readonly collection: Collection<StandardSchemaV1<T, T>>;

  /** Without a schema the records are typed only (see `typed`); with one, a bad record is refused. */
  constructor(schema: StandardSchemaV1<T, T> = typed<T>()) {
    this.collection = new Collection({ schema });
  }

  readonly #byId = new Map<Key, T>();
  /** Ids touched since the last `takeChanges`, only while tracking (null: not tracking). */
  #touched: Set<Key> | null = null;
  #cleared = false;
  readonly #groups: { keyOf: (record: T) => Key | null; map: Map<Key, Map<Key, T>> }[] = [];
  readonly #uniques: { keyOf: (record: T) => Key | null; map: Map<Key, T> }[] = [];

  #add(record: T): void {
    mutations += 1;
    this.#byId.set(record.id, record);
    this.#touched?.add(record.id);
    for (const unique of this.#uniques) {
      const key = unique.keyOf(record);
      if (key !== null) unique.map.set(key, record);
    }
    for (const group of this.#groups) {
      const key = group.keyOf(record);
      if (key === null) continue;
      let members = group.map.get(key);
      if (!members) {
        members = new Map();
        group.map.set(key, members);
      }
      members.set(record.id, record);
    }
  }

  #remove(record: T): void {
    mutations += 1;
    this.#byId.delete(record.id);
    this.#touched?.add(record.id);
    for (const unique of this.#uniques) {
      const key = unique.keyOf(record);
      if (key !== null && unique.map.get(key)?.id === record.id) unique.map.delete(key);
    }
    for (const group of this.#groups) {
      const key = group.keyOf(record);
      if (key !== null) group.map.get(key)?.delete(record.id);
    }
  }

  /** A lookup by a unique key (for example a member's account name). */
  uniqueIndex(keyOf: (record: T) => Key | null): (key: Key) => T | undefined {
    const map = new Map<Key, T>();
    this.#uniques.push({ keyOf, map });
    for (const record of this.#byId.values()) {
      const key = keyOf(record);
      if (key !== null) map.set(key, record);
    }
    return (key) => map.get(key);
  }

  /** A lookup of every record sharing a key (for example a member's wallets), in insertion order. */
  groupIndex(keyOf: (record: T) => Key | null): (key: Key) => T[] {
    const map = new Map<Key, Map<Key, T>>();
    this.#groups.push({ keyOf, map });
    return (key) => [...(map.get(key)?.values() ?? [])];
  }

  get(id: Key): T | undefined {
    return this.#byId.get(id);
  }

  all(): T[] {
    return [...this.#byId.values()];
  }

  /**
   * The records without copying them (for loops that stop early), in the order they were inserted
   * or last updated; a record removed while the loop runs is not visited.
   */
  values(): IterableIterator<T> {
    return this.#byId.values();
  }

  get size(): number {
    return this.#byId.size;
  }

  async insert(record: T): Promise<T> {
    if (this.#byId.has(record.id)) throw new Error(`A record ${String(record.id)} already exists`);
    const stored = (await this.collection.create(record)) as T;
    this.#add(stored);
    return stored;
  }

  async insertMany(records: readonly T[]): Promise<void> {
    for (const record of records) {
      if (this.#byId.has(record.id))
        throw new Error(`A record ${String(record.id)} already exists`);
    }
    const stored = (await this.collection.createMany(
      records.length,
      (i) => records[i] as T,
    )) as T[];
    for (const record of stored) this.#add(record);
  }

  /** Changes one record through a mutating function; the indexes follow. */
  async update(id: Key, change: (draft: T) => void): Promise<T> {
    const stored = this.#byId.get(id);
    if (!stored) throw new Error(`No record ${String(id)} to update`);
    this.#remove(stored);
    try {
      change(stored);
    } finally {
      this.#add(stored);
    }
    if (stored.id !== id) throw new Error(`An update may not change a record's id (${String(id)})`);
    await Promise.resolve();
    return stored;
  }

  async restore(records: readonly unknown[]): Promise<void> {
    await this.insertMany(records as T[]);
  }

  async remove(id: Key): Promise<void> {
    const stored = this.#byId.get(id);
    if (!stored) return;
    this.collection.delete(stored as never);
    this.#remove(stored);
    await Promise.resolve();
  }

  async put(record: unknown): Promise<void> {
    const next = record as T; // a record this table wrote to the journal itself
    if (!this.#byId.has(next.id)) {
      await this.insert(next);
      return;
    }
    await this.update(next.id, (draft) => {
      const target = draft as Record<string, unknown>;
      for (const key of Object.keys(target))
        if (!(key in next)) Reflect.deleteProperty(target, key);
      Object.assign(target, next);
    });
  }

  trackChanges(): void {
    this.#touched = new Set();
    this.#cleared = false;
  }

  takeChanges(): TableChanges | null {
    const touched = this.#touched;
    if (!touched || (touched.size === 0 && !this.#cleared)) return null;
    const changes: TableChanges = { cleared: this.#cleared, put: [], removed: [] };
    for (const id of touched) {
      const record = this.#byId.get(id);
      if (record) changes.put.push(record);
      else changes.removed.push(id);
    }
    this.#touched = new Set();
    this.#cleared = false;
    return changes;
  }

  async clear(): Promise<void> {
    mutations += 1;
    // Front to back, so each record is the collection's first and found at once: the
    // collection's own deleteMany (and clear) look every record up from the start, which made
    // emptying 2,000 wallets quadratic (~40% of a reset or an import).
    for (const record of this.collection.all().slice()) this.collection.delete(record as never);
    if (this.#touched) {
      this.#touched.clear();
      this.#cleared = true;
    }
    this.#byId.clear();
    for (const unique of this.#uniques) unique.map.clear();
    for (const group of this.#groups) group.map.clear();
    await Promise.resolve();
  }
}

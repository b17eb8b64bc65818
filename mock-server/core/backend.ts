import { RateLimits } from './rate-limits';
import { defaultFeatureFlags } from '../domains/system/rules/feature-flags';
import { createDb, type Db } from '../db/create-db';
import { Table, type StoredTable } from '../db/typed-collection';
import { createSeedContext, defaultSeedOptions, type SeedOptions } from '../seed/seed-context';
import { seedBackend } from '../seed/seed-backend';
import { allClockTasks } from '../clock-tasks';
import { Clock } from './clock';
import type { ClockTask } from './clock-tasks';
import { defaultMockConfig, type MockConfig } from './mock-config';
import { WriteLock } from './write-lock';
import { RequestLog } from './request-log';
import { createGamesTables } from '../domains/games/tables';
import { seededRandom } from '../../openapi/runtime/seeded-random';

export const stateFormatVersion = 1;

/** The whole state of a sandbox, as exported by `exportState` and kept by `--persist`. */
export interface StateSnapshot {
  version: number;
  seed: SeedOptions;
  clockOffsetMs: number;
  config: MockConfig;
  /** Records per table. Without `includeCatalogue`, the immutable catalogue tables are left out. */
  tables: Record<string, unknown[]>;
}

/**
 * Tables whose records never change after seeding (the game catalogue and its vendors). A reset
 * keeps them and a persisted sandbox re-creates them from its seed instead of writing them out.
 */
export const catalogueTables = new Set<string>(['games', 'vendors', 'lotteryGames']);

/** The catalogue tables with the indexes over them: what an isolated sandbox borrows from the root. */
const catalogueEntries = [
  'games',
  'gameByVendorCode',
  'vendors',
  'vendorEntriesOf',
  'lotteryGames',
  'lotteryGameByCode',
] as const;

export interface BackendOptions {
  /**
   * Share this backend's game catalogue (read-only) instead of seeding one: an isolated sandbox
   * costs only its own records. The seed options must be the same; a reset or import to another
   * seed gives the sandbox a catalogue of its own and never touches the shared one.
   */
  catalogueFrom?: MockBackend;
}

/** A commit hook (see `MockBackend.onCommitted`): may hand back a promise of durability. */
export type CommitHook = (backend: MockBackend) => Promise<void> | void;

/**
 * Runs every commit hook; call it inside the write lock. Returns what to await once the lock is
 * released, before the answer goes out (null when no hook asked for anything).
 */
export function commit(backend: MockBackend): Promise<void> | null {
  const durable: Promise<void>[] = [];
  for (const hook of backend.onCommitted) {
    const receipt = hook(backend);
    if (receipt) durable.push(receipt);
  }
  if (durable.length === 0) return null;
  return durable.length === 1 ? (durable[0] ?? null) : Promise.all(durable).then(() => undefined);
}

export interface MockBackend {
  db: Db;
  clock: Clock;
  config: MockConfig;
  seed: SeedOptions;
  writeLock: WriteLock;
  /** Transient flood counters (core/rate-limits.ts): not exported, cleared by reset and import. */
  limits: RateLimits;
  /** A deterministic source of chance (fault rates), from the seed. */
  random(): number;
  /** Back to the seed: every record, the config and the clock. */
  reset(seed?: Partial<SeedOptions>): Promise<void>;
  exportState(options?: { includeCatalogue?: boolean }): StateSnapshot;
  importState(snapshot: StateSnapshot): Promise<void>;
  /**
   * Called inside the write lock at the end of every write (and of every settlement a read brought
   * due); a hook finds out itself what changed. It must not await anything: what it returns, if
   * anything, is a promise that the change is durable, which the caller awaits after releasing the
   * lock and before answering (`commit`), so other writes run meanwhile (--persist's group commit).
   */
  onCommitted: CommitHook[];
  /** Work that falls due as the clock passes; the pipeline runs it (core/clock-tasks.ts). */
  clockTasks: readonly ClockTask[];
  /** The last 500 answered requests (not exported, not journaled): `listSandboxRequests`. */
  requestLog: RequestLog;
  /** True while the catalogue tables are another backend's (read-only here). */
  sharedCatalogue: boolean;
}

function tablesOf(db: Db): [string, StoredTable][] {
  return Object.entries(db).flatMap(([name, value]): [string, StoredTable][] =>
    value instanceof Table ? [[name, value]] : [],
  );
}

export async function createMockBackend(
  seed: Partial<SeedOptions> = {},
  backendOptions: BackendOptions = {},
): Promise<MockBackend> {
  const db = createDb();
  const clock = new Clock();
  const options: SeedOptions = {
    ...defaultSeedOptions,
    ...seed,
    sizes: { ...defaultSeedOptions.sizes, ...seed.sizes },
  };

  const backend: MockBackend = {
    db,
    clock,
    config: defaultMockConfig(defaultFeatureFlags()),
    seed: options,
    writeLock: new WriteLock(),
    limits: new RateLimits(),
    random: seededRandom(options.seed),
    onCommitted: [],
    clockTasks: allClockTasks,
    requestLog: new RequestLog(),
    sharedCatalogue: false,
    async reset(next = {}) {
      const nextOptions: SeedOptions = {
        ...backend.seed,
        ...next,
        sizes: { ...backend.seed.sizes, ...next.sizes },
      };
      const sameCatalogue = JSON.stringify(nextOptions) === JSON.stringify(backend.seed);
      if (!sameCatalogue && backend.sharedCatalogue) {
        // Never clear a borrowed catalogue: this sandbox gets (and seeds) a fresh one of its own.
        const own = createGamesTables();
        for (const key of catalogueEntries) Object.assign(db, { [key]: own[key] });
        backend.sharedCatalogue = false;
      }
      for (const [name, table] of tablesOf(db)) {
        if (!sameCatalogue || !catalogueTables.has(name)) await table.clear();
      }
      backend.seed = nextOptions;
      backend.config = defaultMockConfig(defaultFeatureFlags());
      backend.random = seededRandom(nextOptions.seed);
      clock.offsetMs = 0;
      backend.limits.clear();
      await seedBackend(
        createSeedContext({
          db,
          clock,
          config: backend.config,
          options: nextOptions,
          firstSeed: !sameCatalogue,
        }),
      );
    },
    exportState({ includeCatalogue = true } = {}) {
      return {
        version: stateFormatVersion,
        seed: backend.seed,
        clockOffsetMs: clock.offsetMs,
        config: structuredClone(backend.config),
        tables: Object.fromEntries(
          tablesOf(db)
            .filter(([name]) => includeCatalogue || !catalogueTables.has(name))
            .map(([name, table]) => [name, table.all().map((record) => ({ ...record }))]),
        ),
      };
    },
    async importState(snapshot) {
      if (snapshot.version !== stateFormatVersion) {
        throw new Error(`state format ${snapshot.version} is not ${stateFormatVersion}`);
      }
      const needsCatalogue = JSON.stringify(snapshot.seed) !== JSON.stringify(backend.seed);
      if (needsCatalogue) await backend.reset(snapshot.seed);
      for (const [name, table] of tablesOf(db)) {
        const records = snapshot.tables[name];
        if (!records) continue;
        await table.clear();
        await table.restore(records);
      }
      // A snapshot from before a setting existed gets its default.
      backend.config = {
        ...defaultMockConfig(snapshot.config.flags),
        ...structuredClone(snapshot.config),
      };
      clock.offsetMs = snapshot.clockOffsetMs;
      backend.limits.clear();
    },
  };

  const lender = backendOptions.catalogueFrom;
  if (lender) {
    if (JSON.stringify(lender.seed) !== JSON.stringify(options)) {
      throw new Error('a shared catalogue needs the same seed options as its owner');
    }
    for (const key of catalogueEntries) Object.assign(db, { [key]: lender.db[key] });
    backend.sharedCatalogue = true;
  }
  await seedBackend(
    createSeedContext({ db, clock, config: backend.config, options, firstSeed: !lender }),
  );
  return backend;
}

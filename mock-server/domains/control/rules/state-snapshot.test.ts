import { beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import { defaultSeedOptions } from '../../../seed/seed-context';
import { parseSnapshot, tableNames } from './state-snapshot';

const small = { players: 3, agents: 1, slotGames: 20, betsPerMember: 1 };
let backend: MockBackend;

beforeAll(async () => {
  backend = await createMockBackend({ sizes: small });
});

const exported = () =>
  JSON.parse(JSON.stringify(backend.exportState({ includeCatalogue: false }))) as Record<
    string,
    unknown
  >;

describe('parseSnapshot', () => {
  it('takes what exportState wrote, unchanged', () => {
    const snapshot = exported();
    expect(parseSnapshot(snapshot, backend.db)).toEqual({ snapshot });
  });

  it('fills what an older or hand-written snapshot leaves out: default sizes, config, empty tables', () => {
    const parsed = parseSnapshot(
      {
        version: 1,
        seed: { seed: 7, sizes: { players: 2 } },
        clockOffsetMs: 0,
        config: {},
        tables: {},
      },
      backend.db,
    );
    if ('kind' in parsed) throw new Error(parsed.envelope.message);
    expect(parsed.snapshot.seed).toEqual({
      seed: 7,
      sizes: { players: 2, agents: 8, slotGames: 10_000, betsPerMember: 12 },
      anchor: defaultSeedOptions.anchor,
    });
    expect(parsed.snapshot.config.faults).toEqual([]);
    expect(parsed.snapshot.tables.members).toEqual([]);
    expect(Object.keys(parsed.snapshot.tables)).not.toContain('games');
  });

  it('refuses unknown tables, sizes and config keys, naming the field', () => {
    const base = exported();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, version: 2 }, 'body.version'],
      [{ ...base, tables: { ...(base.tables as object), bogus: [] } }, 'body.tables.bogus'],
      [{ ...base, seed: { seed: 1, sizes: { dragons: 3 } } }, 'body.seed.sizes.dragons'],
      [
        { ...base, seed: { seed: 1, sizes: { slotGames: 10_000_000 } } },
        'body.seed.sizes.slotGames',
      ],
      [{ ...base, config: { weather: 'sunny' } }, 'body.config.weather'],
      [
        { ...base, config: { faults: [{ operationId: 'nope', status: 500 }] } },
        'body.config.faults.0.operationId',
      ],
      [{ ...base, config: { flags: { NOTAFLAG: true } } }, 'body.config.flags.NOTAFLAG'],
      [{ ...base, config: { smsExpiredMinutes: 0 } }, 'body.config.smsExpiredMinutes'],
      [{ ...base, clockOffsetMs: -5 }, 'body.clockOffsetMs'],
      [{ ...base, seed: { seed: 1, sizes: {}, anchor: 'someday' } }, 'body.seed.anchor'],
      [{ ...base, tables: { members: [{ id: 1 }, { id: 1 }] } }, 'body.tables.members.1.id'],
      [{ ...base, tables: { sessions: [{ memberId: 1 }] } }, 'body.tables.sessions.0.id'],
    ];
    for (const [snapshot, field] of cases) {
      expect(parseSnapshot(snapshot, backend.db), field).toMatchObject({
        status: 400,
        envelope: { code: 'validation_error', field },
      });
    }
  });

  it('names the fields of a persisted file under its own prefix', () => {
    expect(parseSnapshot({ version: 1 }, backend.db, 'file')).toMatchObject({
      envelope: { field: 'file.seed' },
    });
  });

  it('knows every table of the db', () => {
    expect(tableNames(backend.db)).toEqual(
      expect.arrayContaining(['members', 'sessions', 'wallets', 'ledger']),
    );
  });
});

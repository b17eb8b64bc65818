import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockBackend } from '../core/backend';
import { createPipeline, type Pipeline } from '../core/pipeline';
import { allHandlers } from '../handlers';
import { encodeEntry } from './journal-format';
import { journalFileOf, openPersistedBackend } from './state-persistence';

const small = { players: 3, agents: 1, slotGames: 20, betsPerMember: 1 };
const handled = new Set<string>(allHandlers.map((h) => h.operationId));

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-state-'));
  file = path.join(dir, 'sandbox.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function call(
  pipeline: Pipeline,
  method: string,
  pathname: string,
  init: { token?: string; body?: unknown } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const rawBody = init.body === undefined ? null : JSON.stringify(init.body);
  return pipeline.handle({ method, pathname, query: new URLSearchParams(), headers, rawBody });
}

async function sessionFor(backend: MockBackend, account: string): Promise<string> {
  const member = backend.db.memberByAccount(account);
  if (!member) throw new Error(`no ${account}`);
  const token = `persist-test-${member.id}`;
  await backend.db.sessions.insert({
    id: token,
    memberId: member.id,
    kind: 'member',
    createdAt: backend.clock.iso(),
  });
  return token;
}

const balancesOf = (backend: MockBackend, account: string) => {
  const member = backend.db.memberByAccount(account);
  return member ? backend.db.walletsOf(member.id).map((w) => [w.walletCode, w.balanceCents]) : [];
};

describe('a sandbox persisted to a file', () => {
  it('is seeded and written when the file does not exist yet', async () => {
    const { backend, restored, persistence } = await openPersistedBackend(file, { sizes: small });
    expect(restored).toBe(false);
    const written = JSON.parse(await readFile(file, 'utf8')) as {
      seed: unknown;
      tables: Record<string, unknown[]>;
    };
    expect(written.seed).toEqual(backend.seed);
    expect(Object.keys(written.tables)).not.toContain('games');
    persistence.detach();
  });

  it('comes back after a restart with every committed change (control API)', async () => {
    const first = await openPersistedBackend(file, { sizes: small });
    const pipeline = createPipeline(first.backend, allHandlers);
    await call(pipeline, 'PUT', '/__mock/flags', { body: { flags: { DIRECTREG3: false } } });
    await call(pipeline, 'POST', '/__mock/clock/advance', { body: { minutes: 90 } });
    await first.persistence.flush();
    const expected = JSON.stringify(first.backend.exportState({ includeCatalogue: false }));

    const second = await openPersistedBackend(file, { sizes: { ...small, players: 99 } });
    expect(second.restored).toBe(true);
    expect(second.backend.seed.sizes.players).toBe(small.players);
    expect(JSON.stringify(second.backend.exportState({ includeCatalogue: false }))).toBe(expected);
    expect(second.backend.config.flags.DIRECTREG3).toBe(false);
    expect(second.backend.exportState().tables.games).toEqual(
      first.backend.exportState().tables.games,
    );
    first.persistence.detach();
    second.persistence.detach();
  });

  it.skipIf(!handled.has('transferWallet'))(
    'keeps the balances of a transfer made through the pipeline',
    async () => {
      const first = await openPersistedBackend(file, { sizes: small });
      const pipeline = createPipeline(first.backend, allHandlers);
      const token = await sessionFor(first.backend, 'demoplayer');
      const member = first.backend.db.memberByAccount('demoplayer');
      const vendorWallet = first.backend.db
        .walletsOf(member?.id ?? -1)
        .find((w) => w.walletCode !== 'MAIN');
      expect(vendorWallet).toBeDefined();
      const transfer = await call(pipeline, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: {
          mode: 'transfer',
          fromWallet: 'MAIN',
          toWallet: vendorWallet?.walletCode,
          amount: 12.34,
          requestId: 'persist-test-1',
        },
      });
      expect(transfer.body, JSON.stringify(transfer.body)).toMatchObject({ success: true });
      await first.persistence.flush();
      const before = balancesOf(first.backend, 'demoplayer');

      const second = await openPersistedBackend(file);
      expect(balancesOf(second.backend, 'demoplayer')).toEqual(before);
      const balance = await call(
        createPipeline(second.backend, allHandlers),
        'GET',
        '/wps/v2/wallets/balance',
        { token },
      );
      expect(balance.status).toBe(200);
      first.persistence.detach();
      second.persistence.detach();
    },
  );

  it('answers a burst of writes after their journal entries are fsynced, many per fsync', async () => {
    const { backend, persistence } = await openPersistedBackend(file, { sizes: small });
    const pipeline = createPipeline(backend, allHandlers);
    const before = persistence.stats();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(pipeline, 'POST', '/__mock/clock/advance', { body: { minutes: 1 } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const after = persistence.stats();
    // Answered means durable: nothing left to flush, every entry appended and fsynced.
    expect(after.entries - before.entries).toBe(20);
    expect(after.fsyncs - before.fsyncs).toBeGreaterThan(0);
    expect(after.fsyncs - before.fsyncs).toBeLessThan(20);
    // The snapshot is still the first one; the journal holds the 20 writes.
    const written = JSON.parse(await readFile(file, 'utf8')) as { clockOffsetMs: number };
    expect(written.clockOffsetMs).toBe(0);
    const second = await openPersistedBackend(file);
    expect(second.replayed).toBe(20);
    expect(second.backend.clock.offsetMs).toBe(20 * 60_000);
    persistence.detach();
    second.persistence.detach();
  });

  it('refuses to start from a file that is not a sandbox state, and leaves it alone', async () => {
    await writeFile(
      file,
      '{"version":1,"seed":{"seed":1,"sizes":{"players":1,"agents":1,"slotGames":5,"betsPerMember":1}},"clockOffsetMs":0,"config":{},"tables":{"dragons":[]}}',
    );
    await expect(openPersistedBackend(file, { sizes: small })).rejects.toThrow(
      /dragons is not a table/,
    );
    await writeFile(file, '{"version":1,"tab');
    await expect(openPersistedBackend(file, { sizes: small })).rejects.toThrow(/not JSON/);
    expect(await readFile(file, 'utf8')).toBe('{"version":1,"tab');
  });

  it('loads a state file written before the journal existed (no journalSeq, no journal)', async () => {
    const first = await openPersistedBackend(file, { sizes: small });
    await first.persistence.close();
    const old = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    delete old.journalSeq;
    old.clockOffsetMs = 60_000;
    await writeFile(file, JSON.stringify(old));
    await rm(journalFileOf(file));
    const second = await openPersistedBackend(file);
    expect(second.restored).toBe(true);
    expect(second.backend.clock.offsetMs).toBe(60_000);
    second.persistence.detach();
  });

  it('ignores and drops a torn last journal entry (a crash during an append)', async () => {
    const first = await openPersistedBackend(file, { sizes: small });
    const pipeline = createPipeline(first.backend, allHandlers);
    await call(pipeline, 'POST', '/__mock/clock/advance', { body: { minutes: 5 } });
    first.persistence.detach();
    const torn = encodeEntry({ seq: 2, kind: 'changes', tables: {}, clockOffsetMs: 999_999 });
    await appendFile(journalFileOf(file), torn.slice(0, torn.length - 7));

    const second = await openPersistedBackend(file);
    expect(second.replayed).toBe(1);
    expect(second.tornBytes).toBe(torn.length - 7);
    expect(second.backend.clock.offsetMs).toBe(5 * 60_000);
    // Replayed into a fresh snapshot; the journal starts empty.
    expect((await stat(journalFileOf(file))).size).toBe(0);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      clockOffsetMs: 5 * 60_000,
      journalSeq: 1,
    });
    second.persistence.detach();
  });

  it('refuses to start over a journal damaged in the middle, and leaves both files alone', async () => {
    const first = await openPersistedBackend(file, { sizes: small });
    const pipeline = createPipeline(first.backend, allHandlers);
    for (const minutes of [1, 2, 3])
      await call(pipeline, 'POST', '/__mock/clock/advance', { body: { minutes } });
    first.persistence.detach();
    const journal = await readFile(journalFileOf(file), 'utf8');
    const lines = journal.split('\n');
    lines[1] = (lines[1] ?? '').replace('clockOffsetMs":', 'clockOffsetMs":1');
    await writeFile(journalFileOf(file), lines.join('\n'));
    const snapshot = await readFile(file, 'utf8');

    await expect(openPersistedBackend(file)).rejects.toThrow(/damaged in the middle/);
    expect(await readFile(file, 'utf8')).toBe(snapshot);
    expect(await readFile(journalFileOf(file), 'utf8')).toBe(lines.join('\n'));
  });

  it('refuses a journal without its snapshot', async () => {
    await writeFile(
      journalFileOf(file),
      encodeEntry({ seq: 1, kind: 'changes', tables: {}, clockOffsetMs: 1 }),
    );
    await expect(openPersistedBackend(file, { sizes: small })).rejects.toThrow(/exists without/);
  });

  it('compacts in the background without losing the writes made meanwhile', async () => {
    const { backend, persistence } = await openPersistedBackend(
      file,
      { sizes: small },
      { compactAtBytes: 600 },
    );
    const pipeline = createPipeline(backend, allHandlers);
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call(pipeline, 'PUT', '/__mock/flags', {
            body: { flags: { DIRECTREG3: (round + i) % 2 === 0 } },
          }),
        ),
      );
      await call(pipeline, 'POST', '/__mock/clock/advance', { body: { minutes: 1 } });
    }
    await persistence.flush();
    expect(persistence.stats().compactions).toBeGreaterThan(2);
    const expected = JSON.stringify(backend.exportState({ includeCatalogue: false }));
    const second = await openPersistedBackend(file);
    expect(JSON.stringify(second.backend.exportState({ includeCatalogue: false }))).toBe(expected);
    expect(second.backend.clock.offsetMs).toBe(5 * 60_000);
    persistence.detach();
    second.persistence.detach();
  });

  it('journals a reset to another seed and an import as whole states', async () => {
    const first = await openPersistedBackend(file, { sizes: small });
    const pipeline = createPipeline(first.backend, allHandlers);
    await call(pipeline, 'POST', '/__mock/clock/advance', { body: { minutes: 7 } });
    const exported = first.backend.exportState({ includeCatalogue: false });
    expect((await call(pipeline, 'POST', '/__mock/reset', { body: { seed: 42 } })).status).toBe(
      200,
    );
    await first.persistence.flush();
    first.persistence.detach();
    const reopened = await openPersistedBackend(file);
    expect(reopened.backend.seed.seed).toBe(42);
    expect(reopened.backend.clock.offsetMs).toBe(0);

    const pipeline2 = createPipeline(reopened.backend, allHandlers);
    expect((await call(pipeline2, 'PUT', '/__mock/state', { body: exported })).status).toBe(200);
    await reopened.persistence.flush();
    reopened.persistence.detach();
    const last = await openPersistedBackend(file);
    expect(JSON.stringify(last.backend.exportState({ includeCatalogue: false }))).toBe(
      JSON.stringify(exported),
    );
    last.persistence.detach();
  });

  it('leaves one snapshot and an empty journal when closed', async () => {
    const { backend, persistence } = await openPersistedBackend(file, { sizes: small });
    const pipeline = createPipeline(backend, allHandlers);
    await call(pipeline, 'POST', '/__mock/clock/advance', { body: { minutes: 3 } });
    await persistence.close();
    expect((await stat(journalFileOf(file))).size).toBe(0);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ clockOffsetMs: 3 * 60_000 });
  });

  it('after a clean stop starts on the files as they are and appends to the journal', async () => {
    const first = await openPersistedBackend(file, { sizes: small });
    await call(createPipeline(first.backend, allHandlers), 'POST', '/__mock/clock/advance', {
      body: { minutes: 2 },
    });
    await first.persistence.close();
    const snapshot = await readFile(file, 'utf8');

    const second = await openPersistedBackend(file);
    expect(second.replayed).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(snapshot);
    await call(createPipeline(second.backend, allHandlers), 'POST', '/__mock/clock/advance', {
      body: { minutes: 3 },
    });
    second.persistence.detach();

    const third = await openPersistedBackend(file);
    expect(third.replayed).toBe(1);
    expect(third.backend.clock.offsetMs).toBe(5 * 60_000);
    third.persistence.detach();
  });
});

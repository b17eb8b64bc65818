import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StateSnapshot } from '../../core/backend';
import { openPersistedBackend, persistState } from '../../hosts/state-persistence';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { smallSeed } from './test-support';

/** Sets a limit, a reality check and a time-out for demoplayer through the API. */
async function protect(t: TestBackend) {
  const token = await t.tokenFor('demoplayer');
  expect(
    (await t.call('setDepositLimits', { token, body: { day: 100, week: null, month: 900 } }))
      .status,
  ).toBe(200);
  expect(
    (await t.call('setDepositLimits', { token, body: { day: 300, week: null, month: 900 } }))
      .status,
  ).toBe(200);
  expect((await t.call('setRealityCheck', { token, body: { intervalMinutes: 60 } })).status).toBe(
    200,
  );
  expect(
    (await t.call('startTimeOut', { token, body: { period: 'week', password: 'demo1234' } }))
      .status,
  ).toBe(201);
}

const protectionTables = (snapshot: StateSnapshot) =>
  JSON.stringify([
    snapshot.tables.depositLimits,
    snapshot.tables.realityChecks,
    snapshot.tables.exclusions,
  ]);

const loginOf = (t: TestBackend) =>
  t.call('login', { body: { username: 'demoplayer', password: 'demo1234' } });

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend(smallSeed);
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

describe('the protection state', () => {
  it('is part of the export, comes back with an import, and a reset empties it', async () => {
    await protect(t);
    const exported = (await t.call('exportSandboxState')).body.value as StateSnapshot;
    expect(exported.tables.depositLimits).toHaveLength(1);
    expect(exported.tables.realityChecks).toHaveLength(1);
    expect(exported.tables.exclusions).toHaveLength(1);

    expect((await t.call('resetSandbox')).status).toBe(200);
    expect(protectionTables(t.backend.exportState())).toBe('[[],[],[]]');
    expect((await loginOf(t)).status).toBe(200);

    expect((await t.call('importSandboxState', { body: exported })).status).toBe(200);
    expect(protectionTables(t.backend.exportState())).toBe(protectionTables(exported));
    expect((await loginOf(t)).body.code).toBe('account_excluded');
  });

  describe('with --persist', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'protection-state-'));
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('survives a restart: every committed change is in the file', async () => {
      const file = path.join(dir, 'sandbox.json');
      const persistence = persistState(t.backend, file);
      await protect(t);
      await persistence.flush();
      persistence.detach();

      const restarted = await openPersistedBackend(file);
      expect(restarted.restored).toBe(true);
      expect(protectionTables(restarted.backend.exportState())).toBe(
        protectionTables(t.backend.exportState()),
      );
      expect(restarted.backend.db.exclusions.all()).toHaveLength(1);
      restarted.persistence.detach();
    });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend } from '../core/backend';
import { scenarios } from '../domains/control/rules/scenarios';
import { createTestBackend, type TestBackend } from '../testing/test-backend';
import { SandboxHub } from './sandbox-hub';

const small = { players: 4, agents: 1, slotGames: 30, betsPerMember: 1 };

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend({ sizes: small });
});

const memberCount = async (call: TestBackend['call']) =>
  ((await call('exportSandboxState')).body.value as { tables: { members: unknown[] } }).tables
    .members.length;

describe('named snapshots', () => {
  it('restore brings back the state saved, and a deleted one is gone', async () => {
    const before = await memberCount(t.call);
    expect((await t.call('saveSandboxSnapshot', { body: { name: 'start' } })).status).toBe(201);
    await t.call('createSandboxMember', { body: { type: 0 } });
    expect(await memberCount(t.call)).toBe(before + 1);

    const restored = await t.call('restoreSandboxSnapshot', { path: { name: 'start' } });
    expect(restored.status).toBe(200);
    expect(await memberCount(t.call)).toBe(before);
    expect((await t.call('listSandboxSnapshots')).body.value).toMatchObject([
      { name: 'start', members: before },
    ]);

    expect((await t.call('deleteSandboxSnapshot', { path: { name: 'start' } })).status).toBe(200);
    expect((await t.call('listSandboxSnapshots')).body.value).toEqual([]);
    expect(t.violations).toEqual([]);
  });
});

describe('scenarios', () => {
  it.each(scenarios.map((s) => [s.name] as const))(
    '%s applies after a reset and names a member that can sign in',
    async (name) => {
      const applied = await t.call('applyScenario', { path: { name } });
      expect(applied.status).toBe(200);
      const { openAs, password } = applied.body.value as { openAs: string; password: string };
      expect(t.backend.db.memberByAccount(openAs)).toBeDefined();
      expect(password.length).toBeGreaterThan(5);
      expect(t.violations).toEqual([]);
    },
  );

  it('maintenance tonight switches the site to maintenance ending 8 hours ahead', async () => {
    await t.call('applyScenario', { path: { name: 'maintenance-tonight' } });
    const config = (await t.call('getSandboxConfig')).body.value as {
      systemStatus: { status: number; endTime: string };
    };
    expect(config.systemStatus.status).toBe(1);
    expect(Date.parse(config.systemStatus.endTime) - t.backend.clock.nowMs()).toBeGreaterThan(
      7 * 3_600_000,
    );
  });

  it('withdrawal awaiting receipt leaves demoplayer a paid withdrawal to confirm', async () => {
    await t.call('applyScenario', { path: { name: 'withdrawal-awaiting-receipt' } });
    const token = await t.tokenFor('demoplayer');
    const list = await t.call('listWithdrawals', { token });
    expect(JSON.stringify(list.body.value)).toContain('"paid"');
  });

  it('self-excluded member is excluded', async () => {
    const applied = await t.call('applyScenario', { path: { name: 'self-excluded-member' } });
    const { openAs } = applied.body.value as { openAs: string };
    const exclusion = await t.call('getExclusion', { token: await t.tokenFor(openAs) });
    expect(JSON.stringify(exclusion.body.value)).toContain('selfExclusion');
  });
});

describe('isolated sandboxes', () => {
  it('share the root catalogue (the same tables) but nothing else', async () => {
    const hub = new SandboxHub(t.backend, { idleMinutes: 120, maxSandboxes: 5 });
    const made = await hub.createSandbox({ kind: 'seed' });
    if (typeof made === 'string') throw new Error(made);
    const sandbox = hub.use(made.id);
    if (!sandbox) throw new Error('no sandbox');
    expect(sandbox.backend.db.games).toBe(t.backend.db.games);
    expect(sandbox.backend.db.members).not.toBe(t.backend.db.members);
    const rootMembers = t.backend.db.members.size;
    await sandbox.backend.writeLock.exclusive(() => sandbox.backend.reset());
    await t.call('createSandboxMember', { body: { type: 0 } });
    expect(sandbox.backend.db.members.size).toBe(rootMembers);
  });

  it('never mutate the shared catalogue: a reset to another seed gets a catalogue of its own', async () => {
    const hub = new SandboxHub(t.backend, { idleMinutes: 120, maxSandboxes: 5 });
    const made = await hub.createSandbox({ kind: 'seed' });
    if (typeof made === 'string') throw new Error(made);
    const sandbox = hub.use(made.id);
    if (!sandbox) throw new Error('no sandbox');
    const rootGames = t.backend.db.games.all().map((g) => g.nodeId);
    await sandbox.backend.reset({ seed: 7 });
    expect(sandbox.backend.db.games).not.toBe(t.backend.db.games);
    expect(sandbox.backend.db.games.size).toBeGreaterThan(0);
    expect(t.backend.db.games.all().map((g) => g.nodeId)).toEqual(rootGames);
  });

  it('refuses a shared catalogue of other seed options', async () => {
    await expect(
      createMockBackend({ seed: 1, sizes: small }, { catalogueFrom: t.backend }),
    ).rejects.toThrow(/same seed/);
  });

  it('answer 409 quota_exceeded over the limit, and leave the others as they were', async () => {
    const backend = await createMockBackend({ sizes: small });
    const hub = new SandboxHub(backend, { idleMinutes: 120, maxSandboxes: 1 });
    expect(typeof (await hub.createSandbox({ kind: 'seed' }))).toBe('object');
    expect(await hub.createSandbox({ kind: 'seed' })).toBe('limit');
    expect(hub.size).toBe(1);
    // Through the pipeline: a hub of one place for the test backend.
    new SandboxHub(t.backend, { idleMinutes: 120, maxSandboxes: 1 });
    expect((await t.call('createIsolatedSandbox', { body: { from: 'seed' } })).status).toBe(201);
    const over = await t.call('createIsolatedSandbox', { body: { from: 'seed' } });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'quota_exceeded', field: 'body.from' });
    expect((await t.call('listIsolatedSandboxes')).body.value).toMatchObject({ maxSandboxes: 1 });
    expect(t.violations).toEqual([]);
  });

  it('expire after the idle minutes without a request; a request keeps one alive', async () => {
    let now = Date.parse('2026-11-28T00:00:00Z');
    const hub = new SandboxHub(t.backend, { idleMinutes: 10, maxSandboxes: 5, nowMs: () => now });
    const kept = await hub.createSandbox({ kind: 'seed' });
    const idle = await hub.createSandbox({ kind: 'seed' });
    if (typeof kept === 'string' || typeof idle === 'string') throw new Error('not made');
    expect(idle.expiresAt).toBe('2026-11-28T00:10:00.000Z');
    now += 9 * 60_000;
    expect(hub.use(kept.id)).toBeDefined();
    now += 2 * 60_000;
    expect(hub.listSandboxes().map((s) => s.id)).toEqual([kept.id]);
    expect(hub.use(idle.id)).toBeUndefined();
  });

  it('start from a snapshot or a scenario', async () => {
    const hub = new SandboxHub(t.backend, { idleMinutes: 120, maxSandboxes: 5 });
    await t.call('createSandboxMember', { body: { type: 0, prefix: 'snap' } });
    await hub.saveSnapshot('with snap', t.backend);
    const fromSnapshot = await hub.createSandbox({ kind: 'snapshot', name: 'with snap' });
    const fromScenario = await hub.createSandbox({ kind: 'scenario', name: 'region-blocked' });
    if (typeof fromSnapshot === 'string' || typeof fromScenario === 'string') throw new Error('x');
    const snapBackend = hub.use(fromSnapshot.id)?.backend;
    expect(snapBackend?.db.members.size).toBe(t.backend.db.members.size);
    expect(hub.use(fromScenario.id)?.backend.config.systemStatus.status).toBe(2);
    expect(t.backend.config.systemStatus.status).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationMetas } from '../../openapi/runtime/contract';
import type { AnyHandler } from '../core/define-handler';
import type { OperationId } from '../core/handler-types';
import { restrictedSessionOperations } from '../core/session-life';
import { allHandlers } from '../handlers';
import { demoAccounts } from '../seed/demo-accounts';
import { createTestBackend } from '../testing/test-backend';
import { allCases, happyRequestOf, stateDigest } from './cases';

/*
 * The authorization matrix (issue 14, item 9): every guarded operation of the contract, with its
 * own valid happy-path request, called as every caller that must be refused. Each refusal must be
 * the declared status and key, within the contract, and change nothing.
 */

const handlerOf = new Map<string, AnyHandler>(allHandlers.map((h) => [h.operationId, h]));
const trialAccount = demoAccounts.find((a) => a.type === 4)?.account ?? 'missing trial account';
const plainPlayer = demoAccounts.find((a) => a.type === 0)?.account ?? 'missing player account';

interface Expected {
  status: number;
  code: string;
}

describe('authorization matrix', () => {
  // The sandbox clock stands still: what time brings due (deposits decided, salary windows paid,
  // the hourly purge) is not a change made by a refusal. Following the wall clock, a slow run
  // crossed such a moment and counted it as one (2026-11-29, a whole-suite run on 2 busy cores).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses every guarded operation to every caller that may not call it', async () => {
    const t = await createTestBackend({
      sizes: { players: 12, agents: 2, slotGames: 40, betsPerMember: 4 },
    });
    t.backend.onCommitted.length = 0;
    const guarded = operationMetas.filter((m) => m.guarded);
    const requests = new Map(
      await Promise.all(
        guarded.map(
          async (m) =>
            [
              m.operationId,
              (await happyRequestOf(t, m.operationId as OperationId)).request,
            ] as const,
        ),
      ),
    );

    // An expired token: signed in, then the sandbox clock moves past its idle end (the purge runs
    // hourly, so the record is still there: the clock alone refuses it).
    t.backend.config.sessionIdleMinutes = 30;
    const expired = await t.tokenFor('demovip');
    t.backend.clock.advance(31 * 60_000);
    await t.call('getSystemStatus'); // settles what the clock made due
    // A logged-out token (logout ends all of that master agent's sessions; no other caller uses them).
    const loggedOut = await t.tokenFor(demoAccounts.find((a) => a.type === 1)?.account ?? '');
    expect((await t.call('logout', { token: loggedOut })).status).toBe(200);
    const restrictedLogin = await t.call('login', {
      body: { username: 'demodefault', password: '{secret}' },
    });
    const restricted = (restrictedLogin.body.value as { token: string }).token;
    const trial = await t.tokenFor(trialAccount);
    const player = await t.tokenFor(plainPlayer);

    const callers: {
      name: string;
      token: string | null;
      expect: (op: string, handler: AnyHandler) => Expected | null;
    }[] = [
      { name: 'no token', token: null, expect: () => ({ status: 401, code: 'not_logged_in' }) },
      {
        name: 'garbage token',
        token: 'ffffffffffffffffffffffffffffffff',
        expect: () => ({ status: 401, code: 'not_logged_in' }),
      },
      {
        name: 'logged-out token',
        token: loggedOut,
        expect: () => ({ status: 401, code: 'not_logged_in' }),
      },
      {
        name: 'expired token',
        token: expired,
        expect: () => ({ status: 401, code: 'not_logged_in' }),
      },
      {
        name: 'must change the password',
        token: restricted,
        expect: (op) =>
          restrictedSessionOperations.has(op)
            ? null
            : { status: 403, code: 'password_change_required' },
      },
      {
        name: 'trial account',
        token: trial,
        expect: (_op, h) =>
          h.access === 'anyone' ? null : { status: 403, code: 'in_need_true_account' },
      },
      {
        name: 'non-agent',
        token: player,
        expect: (_op, h) =>
          h.access === 'agent' ? { status: 403, code: 'error_not_agent' } : null,
      },
    ];

    const before = stateDigest(t);
    let requests_ = 0;
    let refusals = 0;
    let fiveXx = 0;
    const holes: string[] = [];
    for (const meta of guarded) {
      const handler = handlerOf.get(meta.operationId);
      if (!handler) {
        holes.push(`${meta.operationId}: no handler`);
        continue;
      }
      for (const caller of callers) {
        const expected = caller.expect(meta.operationId, handler);
        if (!expected) continue;
        const request = requests.get(meta.operationId) ?? {};
        const result = await t.call(meta.operationId as OperationId, {
          ...request,
          token: caller.token,
        });
        requests_ += 1;
        if (result.status >= 500) fiveXx += 1;
        if (result.status === expected.status && result.body.code === expected.code) refusals += 1;
        else
          holes.push(
            `${meta.operationId} as ${caller.name}: ${result.status} ${result.body.code ?? ''}`,
          );
      }
    }
    const stateChanges = stateDigest(t) === before ? 0 : 1;
    // eslint-disable-next-line no-console -- the suite's one figures line (issue 14, item 9)
    console.log(
      `[reliability] authorization: operations=${guarded.length} requests=${requests_} refusals=${refusals} holes=${holes.length} 5xx=${fiveXx} stateChanges=${stateChanges}`,
    );
    expect(holes).toEqual([]);
    expect(fiveXx).toBe(0);
    expect(stateChanges).toBe(0);
    expect(refusals).toBe(requests_);
    expect(requests_).toBeGreaterThan(guarded.length * 5);
    expect(t.violations).toEqual([]);
  }, 60_000);

  it("refuses every operation that takes an id another member's object, changing nothing", async () => {
    const t = await createTestBackend({
      sizes: { players: 12, agents: 2, slotGames: 40, betsPerMember: 4 },
    });
    t.backend.onCommitted.length = 0;
    // The object-level cases the domains declare ("another member's ..."), each run as its caller.
    const probes = Object.entries(allCases).flatMap(([operationId, cases]) =>
      (cases?.refusals ?? [])
        .filter((c) => c.name.startsWith("another member's"))
        .map((c) => ({ operationId: operationId as OperationId, c })),
    );
    let refusals = 0;
    let fiveXx = 0;
    let stateChanges = 0;
    const holes: string[] = [];
    for (const { operationId, c } of probes) {
      const token = c.as ? await t.tokenFor(c.as) : null;
      const request = typeof c.request === 'function' ? await c.request(t) : (c.request ?? {});
      const before = stateDigest(t);
      const result = await t.call(operationId, { ...request, token });
      if (stateDigest(t) !== before) stateChanges += 1;
      if (result.status >= 500) fiveXx += 1;
      if (
        result.status === c.expect.status &&
        (!c.expect.code || result.body.code === c.expect.code)
      )
        refusals += 1;
      else holes.push(`${operationId} (${c.name}): ${result.status} ${result.body.code ?? ''}`);
    }
    // eslint-disable-next-line no-console -- the suite's one figures line (issue 14, item 9)
    console.log(
      `[reliability] authorization-objects: requests=${probes.length} refusals=${refusals} holes=${holes.length} 5xx=${fiveXx} stateChanges=${stateChanges}`,
    );
    expect(holes).toEqual([]);
    expect(fiveXx).toBe(0);
    expect(stateChanges).toBe(0);
    expect(probes.length).toBeGreaterThanOrEqual(5);
    expect(t.violations).toEqual([]);
  }, 60_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRecord } from '../../../db/core-records';
import { addMember, dayMs, depositFor, emptyEnv, hourMs } from '../test-support';
import {
  countedDeposits,
  depositLimitFailure,
  depositLimitsNow,
  setDepositLimits,
} from './deposit-limit-store';
import type { ProtectionEnv } from './protection-env';

let env: ProtectionEnv;
let member: MemberRecord;

beforeEach(async () => {
  // The env's clock reads Date.now: frozen, so only clock.advance moves time.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00.000Z') });
  env = emptyEnv();
  member = await addMember(env, 'limited');
});
afterEach(() => {
  vi.useRealTimers();
});

const nowMs = () => env.clock.nowMs();

describe('the deposits a limit counts', () => {
  it('are every deposit not rejected or cancelled, a rejected one until its decision too', async () => {
    await depositFor(env, member.id, { amount: 100, agoMs: hourMs });
    await depositFor(env, member.id, { amount: 50, agoMs: hourMs, outcome: 'rejected' });
    await depositFor(env, member.id, { amount: 25, agoMs: hourMs, outcome: 'cancelled' });
    // Made 10 s ago: still pending, so it counts although it will be rejected.
    await depositFor(env, member.id, { amount: 10, agoMs: 10_000, outcome: 'rejected' });
    expect(countedDeposits(env.db, member.id, nowMs()).map((d) => d.amountCents)).toEqual([
      10_000, 1_000,
    ]);
    env.clock.advance(60_000);
    expect(countedDeposits(env.db, member.id, nowMs()).map((d) => d.amountCents)).toEqual([10_000]);
  });

  it('are those of the member only', async () => {
    const other = await addMember(env, 'other');
    await depositFor(env, other.id, { amount: 100, agoMs: hourMs });
    expect(countedDeposits(env.db, member.id, nowMs())).toEqual([]);
  });
});

describe('setting limits', () => {
  it('stores tighter limits at once and a raise after 24 hours', async () => {
    await depositFor(env, member.id, { amount: 150, agoMs: 2 * hourMs });
    const set = await setDepositLimits(env, member.id, { day: 200, week: null, month: 1_000 });
    expect(set).toMatchObject({
      kind: 'ok',
      value: {
        limits: { day: 20_000, week: null, month: 100_000 },
        pending: {},
        deposited: { day: 15_000, week: 15_000, month: 15_000 },
      },
    });

    await setDepositLimits(env, member.id, { day: 500, week: null, month: 1_000 });
    expect(depositLimitsNow(env.db, member.id, nowMs()).limits.day).toBe(20_000);
    env.clock.advance(dayMs);
    expect(depositLimitsNow(env.db, member.id, nowMs())).toMatchObject({
      limits: { day: 50_000 },
      pending: {},
      // The deposit of 26 hours ago left the day window.
      deposited: { day: 0, week: 15_000 },
    });
  });

  it('refuses an amount with more than 2 decimals and stores nothing', async () => {
    expect(await setDepositLimits(env, member.id, { day: 100, week: 10.005, month: null })).toEqual(
      expect.objectContaining({
        kind: 'failure',
        status: 400,
        envelope: expect.objectContaining({ code: 'amount_invalid', field: 'body.week' }),
      }),
    );
    expect(env.db.depositLimits.get(member.id)).toBeUndefined();
  });
});

describe('a deposit over a limit', () => {
  it('is refused with the window, the limit and what is left', async () => {
    await depositFor(env, member.id, { amount: 300, agoMs: 3 * dayMs });
    await depositFor(env, member.id, { amount: 100, agoMs: hourMs });
    await setDepositLimits(env, member.id, { day: 500, week: 600, month: null });
    // day: 500 - 100 = 400 left; week: 600 - 400 = 200 left -> the week decides.
    expect(depositLimitFailure(env.db, member.id, 20_000, nowMs())).toBeNull();
    expect(depositLimitFailure(env.db, member.id, 20_001, nowMs())).toEqual({
      kind: 'failure',
      status: 403,
      envelope: {
        success: false,
        code: 'deposit_limit_exceeded',
        message:
          'this deposit would take your deposits of the last 7 days above your limit of 600.00; 200.00 is left',
        field: 'body.amount',
        value: { limitWindow: 'week', limit: 600, remaining: 200 },
      },
    });
  });

  it('is allowed without limits', () => {
    expect(depositLimitFailure(env.db, member.id, 100_000_000, nowMs())).toBeNull();
  });
});

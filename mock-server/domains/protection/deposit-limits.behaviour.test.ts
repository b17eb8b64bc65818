import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { memberIdOf, smallSeed } from './test-support';

let t: TestBackend;
let token: string;
let requestSeq = 0;

beforeAll(async () => {
  t = await createTestBackend(smallSeed);
});
beforeEach(async () => {
  // The mock's clock reads Date.now: frozen, so only the sandbox clock moves time.
  vi.useFakeTimers({ toFake: ['Date'] });
  await t.restoreSeed();
  t.violations.length = 0;
  token = await t.tokenFor('demoplayer');
});
afterEach(() => {
  vi.useRealTimers();
  expect(t.violations).toEqual([]);
});

type Limits = Schemas['DepositLimits'];
const limits = async () => (await t.call('getDepositLimits', { token })).body.value as Limits;
const setLimits = (body: Schemas['DepositLimitsChange']) =>
  t.call('setDepositLimits', { token, body });
const deposit = (amount: number) => {
  requestSeq += 1;
  return t.call('createDeposit', {
    token,
    body: { channelId: 'gcash', amount, requestId: `limit-test-${requestSeq}` },
  });
};
const advanceMinutes = async (minutes: number) => {
  const moved = await t.call('advanceSandboxClock', { body: { minutes } });
  expect(moved.status).toBe(200);
  // Sessions end after sessionIdleMinutes of the sandbox clock: sign in again after a long jump.
  if (minutes >= t.backend.config.sessionIdleMinutes) token = await t.tokenFor('demoplayer');
};
/** Money plus money, as the API has it (2 decimals, no binary-fraction tail). */
const plus = (a: number, b: number) => Math.round((a + b) * 100) / 100;
/** The state but the remembered answers of request ids (a refusal is kept for its repeats). */
const stateNow = () => {
  const { tables, ...rest } = t.backend.exportState({ includeCatalogue: false });
  return JSON.stringify({ ...rest, tables: { ...tables, idempotency: [] } });
};

describe('a deposit over a limit', () => {
  it('is refused with the window and what is left, and changes nothing', async () => {
    // A deposit before the limit counts against it (pending deposits count, see the README).
    expect((await deposit(123.45)).status).toBe(201);
    const { day } = await limits();
    expect(day.deposited).toBeGreaterThanOrEqual(123.45);
    // Whatever else the seeded history put in the last 24 hours, 500.00 is left today.
    await setLimits({ day: plus(day.deposited, 500), week: null, month: null });
    expect((await limits()).day).toMatchObject({ remaining: 500, pending: null });

    const before = stateNow();
    const refused = await deposit(500.01);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'deposit_limit_exceeded',
        field: 'body.amount',
        value: { limitWindow: 'day', limit: plus(day.deposited, 500), remaining: 500 },
      },
    });
    expect(stateNow()).toBe(before);

    // Exactly what is left is allowed; then nothing is left.
    expect((await deposit(500)).status).toBe(201);
    expect((await limits()).day).toMatchObject({
      deposited: plus(day.deposited, 500),
      remaining: 0,
    });
    expect(await deposit(50)).toMatchObject({
      status: 403,
      body: { code: 'deposit_limit_exceeded', value: { limitWindow: 'day', remaining: 0 } },
    });
  });

  it('is judged by the lowest applicable limit of all the windows', async () => {
    const now = await limits();
    await setLimits({
      day: plus(now.day.deposited, 1_000),
      week: plus(now.week.deposited, 300),
      month: plus(now.month.deposited, 5_000),
    });
    expect(await deposit(400)).toMatchObject({
      status: 403,
      body: { value: { limitWindow: 'week', remaining: 300 } },
    });
    expect((await deposit(300)).status).toBe(201);
  });

  it('leaves a retry of a deposit made before the limit was reached alone', async () => {
    const { day } = await limits();
    await setLimits({ day: plus(day.deposited, 100), week: null, month: null });
    const first = await t.call('createDeposit', {
      token,
      body: { channelId: 'gcash', amount: 100, requestId: 'limit-retry-1' },
    });
    expect(first.status).toBe(201);
    const retry = await t.call('createDeposit', {
      token,
      body: { channelId: 'gcash', amount: 100, requestId: 'limit-retry-1' },
    });
    expect(retry).toMatchObject({ status: 201, body: { value: first.body.value } });
  });

  it('counts a rejected deposit only until it is rejected', async () => {
    const { day } = await limits();
    await setLimits({ day: plus(day.deposited, 200), week: null, month: null });
    const rejected = await t.call('createDeposit', {
      token,
      body: {
        channelId: 'bank-bdo',
        amount: 200,
        payerName: 'Please reject me',
        reference: 'REF-REJECT',
        requestId: 'limit-rejected-1',
      },
    });
    expect(rejected.status).toBe(201);
    expect((await deposit(50)).status).toBe(403);
    await advanceMinutes(1); // the operator decides after 60 s: rejected
    expect((await limits()).day.remaining).toBe(200);
    expect((await deposit(50)).status).toBe(201);
  });
});

describe('changing a limit', () => {
  it('applies a raise only after 24 hours: pending until the sandbox clock passes it', async () => {
    const { day } = await limits();
    const base = day.deposited;
    await setLimits({ day: plus(base, 100), week: null, month: null });
    const raised = await setLimits({ day: plus(base, 1_000), week: null, month: null });
    const pending = (raised.body.value as Limits).day;
    expect(pending).toMatchObject({ limit: plus(base, 100), remaining: 100 });
    expect(pending.pending).toEqual({
      limit: plus(base, 1_000),
      effectiveAt: new Date(t.backend.clock.nowMs() + 24 * 3_600_000).toISOString(),
    });
    expect((await deposit(500)).status).toBe(403);

    await advanceMinutes(24 * 60 - 1);
    expect((await limits()).day).toMatchObject({ limit: plus(base, 100) });
    expect((await deposit(500)).status).toBe(403);

    await advanceMinutes(1);
    // The seeded deposits of 24 hours ago have left the window by now: compare with the limit only.
    expect((await limits()).day).toMatchObject({ limit: plus(base, 1_000), pending: null });
    expect((await deposit(500)).status).toBe(201);
  });

  it('removes a limit only after 24 hours, and a lower one applies at once', async () => {
    const { week } = await limits();
    await setLimits({ day: null, week: plus(week.deposited, 100), month: null });
    const removing = (await setLimits({ day: null, week: null, month: null })).body.value as Limits;
    expect(removing.week).toMatchObject({
      limit: plus(week.deposited, 100),
      pending: { limit: null },
    });

    // Asking for a lower limit instead cancels the removal and applies now.
    const lowered = (await setLimits({ day: null, week: plus(week.deposited, 60), month: null }))
      .body.value as Limits;
    expect(lowered.week).toMatchObject({
      limit: plus(week.deposited, 60),
      remaining: 60,
      pending: null,
    });

    await setLimits({ day: null, week: null, month: null });
    await advanceMinutes(24 * 60);
    expect((await limits()).week).toMatchObject({ limit: null, remaining: null, pending: null });
  });

  it('keeps the time of a raise asked for again', async () => {
    await setLimits({ day: 100_000, week: null, month: null });
    const first = (await setLimits({ day: 200_000, week: null, month: null })).body.value as Limits;
    await advanceMinutes(60);
    const again = (await setLimits({ day: 200_000, week: null, month: null })).body.value as Limits;
    expect(again.day.pending).toEqual(first.day.pending);
  });

  it('is kept per member: another member has no limits', async () => {
    await setLimits({ day: 100, week: null, month: null });
    const other = await t.tokenFor('demovip');
    const theirs = (await t.call('getDepositLimits', { token: other })).body.value as Limits;
    expect(theirs.day).toMatchObject({ limit: null, pending: null });
    expect(t.backend.db.depositLimits.get(memberIdOf(t, 'demovip'))).toBeUndefined();
  });
});

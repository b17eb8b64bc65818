import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { totalBalanceCents } from '../../core/money';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { balanceCents, foreignTeamMember, memberNamed, newRequestId } from './test-support';

type Transfer = Schemas['AgentTransfer'];

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});
beforeEach(async () => {
  await t.restoreSeed();
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

/** Money held by every member: transfers between members never change it. */
const platformCents = () =>
  t.backend.db.members.all().reduce((sum, m) => sum + totalBalanceCents(t.backend.db, m.id), 0);

const toDownline = (
  token: string,
  account: string,
  amount: number,
  requestId = newRequestId('dl'),
) =>
  t.call('transferToDownline', {
    token,
    body: { account, amount, paymentPassword: '123456', requestId },
  });
const toUpline = (token: string, amount: number, requestId = newRequestId('ul')) =>
  t.call('transferToUpline', { token, body: { amount, paymentPassword: '123456', requestId } });

describe('transfer to a downline', () => {
  it('moves the amount from the agent to the downline, both booked as agentTransfer', async () => {
    const token = await t.tokenFor('demoagent');
    const agentBefore = balanceCents(t, 'demoagent');
    const subBefore = balanceCents(t, 'demosubplayer');
    const total = platformCents();

    const result = await toDownline(token, 'demosubplayer', 125.5);
    expect(result.status).toBe(200);
    const transfer = result.body.value as Transfer;
    expect(transfer).toMatchObject({
      direction: 'toDownline',
      fromAccount: 'demoagent',
      toAccount: 'demosubplayer',
      amount: 125.5,
    });
    expect(balanceCents(t, 'demoagent')).toBe(agentBefore - 12_550);
    expect(balanceCents(t, 'demosubplayer')).toBe(subBefore + 12_550);
    expect(transfer.balanceAfter * 100).toBe(agentBefore - 12_550);
    expect(platformCents()).toBe(total);

    const entries = t.backend.db.ledger.all().filter((e) => e.reference === transfer.transferId);
    expect(entries.map((e) => [e.memberId, e.type, e.amountCents]).sort()).toEqual(
      [
        [memberNamed(t, 'demoagent').id, 'agentTransfer', -12_550],
        [memberNamed(t, 'demosubplayer').id, 'agentTransfer', 12_550],
      ].sort(),
    );

    // The agent sees the downline's record in its team's transaction details; not its own.
    const today = t.backend.clock.iso().slice(0, 10);
    const listed = await t.call('listTeamTransactions', {
      token,
      query: { startDate: today, endDate: today, type: 'agentTransfer' },
    });
    const rows = (listed.body.value as { list: Schemas['AgentTeamTransaction'][] }).list;
    expect(rows.map((r) => [r.account, r.level, r.amount, r.reference])).toEqual([
      ['demosubplayer', 3, 125.5, transfer.transferId],
    ]);
  });

  it('is idempotent by requestId and refuses the same requestId with another amount', async () => {
    const token = await t.tokenFor('demoagent');
    const requestId = newRequestId('same');
    const before = balanceCents(t, 'demosubagent');
    const first = await toDownline(token, 'demosubagent', 40, requestId);
    const again = await toDownline(token, 'demosubagent', 40, requestId);
    expect(again.body).toEqual(first.body);
    expect(balanceCents(t, 'demosubagent')).toBe(before + 4_000);
    expect((await toDownline(token, 'demosubagent', 41, requestId)).body.code).toBe('conflict');
    expect(balanceCents(t, 'demosubagent')).toBe(before + 4_000);
  });

  it('never creates or loses money under concurrent transfers', async () => {
    const agent = await t.tokenFor('demoagent');
    const sub = await t.tokenFor('demosubagent');
    const sub2 = await t.tokenFor('demosubagent2');
    const player = await t.tokenFor('demosubplayer');
    const total = platformCents();
    const accounts = ['demoagent', 'demosubagent', 'demosubagent2', 'demosubplayer', 'demomaster'];
    const before = accounts.reduce((sum, a) => sum + balanceCents(t, a), 0);

    const calls = [
      ...Array.from({ length: 10 }, (_, i) =>
        toDownline(
          agent,
          ['demosubagent', 'demosubagent2', 'demosubplayer'][i % 3] ?? 'demosubagent',
          10 + i,
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) => toDownline(sub, 'demosubplayer', 3.33 + i)),
      ...Array.from({ length: 5 }, () => toUpline(sub2, 7.77)),
      ...Array.from({ length: 5 }, () => toUpline(player, 150)),
      ...Array.from({ length: 5 }, () => toUpline(agent, 2_000)),
    ];
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200 || r.body.code === 'insufficient_balance')).toBe(
      true,
    );
    expect(platformCents()).toBe(total);
    expect(accounts.reduce((sum, a) => sum + balanceCents(t, a), 0)).toBe(before);
    // Every success left exactly two ledger entries that cancel out.
    const ids = results
      .filter((r) => r.status === 200)
      .map((r) => (r.body.value as Transfer).transferId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(
        t.backend.db.ledger
          .all()
          .filter((e) => e.reference === id)
          .reduce((sum, e) => sum + e.amountCents, 0),
      ).toBe(0);
    }
  });

  it('lets concurrent overdrafts through only while the money lasts', async () => {
    const token = await t.tokenFor('demosubplayer');
    const upline = memberNamed(t, 'demosubplayer').uplineId;
    const uplineAccount = t.backend.db.members.get(upline ?? 0)?.account ?? '';
    const start = balanceCents(t, 'demosubplayer');
    const uplineStart = balanceCents(t, uplineAccount);
    const step = Math.floor(start / 4);
    const results = await Promise.all(Array.from({ length: 6 }, () => toUpline(token, step / 100)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.body.code === 'insufficient_balance')).toHaveLength(2);
    expect(balanceCents(t, 'demosubplayer')).toBe(start - 4 * step);
    expect(balanceCents(t, uplineAccount)).toBe(uplineStart + 4 * step);
  });
});

describe('who may receive', () => {
  it("refuses members outside the agent's tree with 404 and moves nothing", async () => {
    const token = await t.tokenFor('demoagent');
    const total = platformCents();
    const agentBefore = balanceCents(t, 'demoagent');
    for (const account of ['demomaster', 'demovip', 'demoagent', foreignTeamMember(t).account]) {
      expect(await toDownline(token, account, 10)).toMatchObject({
        status: 404,
        body: { code: 'not_found', field: 'body.account' },
      });
    }
    expect(balanceCents(t, 'demoagent')).toBe(agentBefore);
    expect(platformCents()).toBe(total);
  });

  it('refuses a frozen downline with 409 and a wrong payment password with 400', async () => {
    const token = await t.tokenFor('demoagent');
    await t.backend.db.members.update(memberNamed(t, 'demosubagent2').id, (m) => {
      m.status = 'frozen';
    });
    expect((await toDownline(token, 'demosubagent2', 10)).body.code).toBe('conflict');
    const wrong = await t.call('transferToDownline', {
      token,
      body: {
        account: 'demosubagent',
        amount: 10,
        paymentPassword: '654321',
        requestId: newRequestId(),
      },
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'payment_password_invalid' } });
  });

  it('refuses members without an upline and trial accounts on transfers to an upline', async () => {
    expect((await toUpline(await t.tokenFor('demovip'), 1)).body.code).toBe('forbidden');
    expect((await toUpline(await t.tokenFor('demomaster'), 1)).body.code).toBe('forbidden');
    expect((await toUpline(await t.tokenFor('demotrial'), 1)).body.code).toBe(
      'in_need_true_account',
    );
  });

  it('moves an agent transfer to the upline MAIN -> MAIN', async () => {
    const before = [balanceCents(t, 'demoagent'), balanceCents(t, 'demomaster')];
    const result = await toUpline(await t.tokenFor('demoagent'), 250.75);
    expect(result.body.value).toMatchObject({
      direction: 'toUpline',
      fromAccount: 'demoagent',
      toAccount: 'demomaster',
      amount: 250.75,
    });
    expect([balanceCents(t, 'demoagent'), balanceCents(t, 'demomaster')]).toEqual([
      (before[0] ?? 0) - 25_075,
      (before[1] ?? 0) + 25_075,
    ]);
  });
});

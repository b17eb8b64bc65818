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
  await t.backend.reset();
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
    const token = await t.tokenFor('demo_agent');
    const agentBefore = balanceCents(t, 'demo_agent');
    const subBefore = balanceCents(t, 'demo_subplayer');
    const total = platformCents();

    const result = await toDownline(token, 'demo_subplayer', 125.5);
    expect(result.status).toBe(200);
    const transfer = result.body.value as Transfer;
    expect(transfer).toMatchObject({
      direction: 'toDownline',
      fromAccount: 'demo_agent',
      toAccount: 'demo_subplayer',
      amount: 125.5,
    });
    expect(balanceCents(t, 'demo_agent')).toBe(agentBefore - 12_550);
    expect(balanceCents(t, 'demo_subplayer')).toBe(subBefore + 12_550);
    expect(transfer.balanceAfter * 100).toBe(agentBefore - 12_550);
    expect(platformCents()).toBe(total);

    const entries = t.backend.db.ledger.all().filter((e) => e.reference === transfer.transferId);
    expect(entries.map((e) => [e.memberId, e.type, e.amountCents]).sort()).toEqual(
      [
        [memberNamed(t, 'demo_agent').id, 'agentTransfer', -12_550],
        [memberNamed(t, 'demo_subplayer').id, 'agentTransfer', 12_550],
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
      ['demo_subplayer', 3, 125.5, transfer.transferId],
    ]);
  });

  it('is idempotent by requestId and refuses the same requestId with another amount', async () => {
    const token = await t.tokenFor('demo_agent');
    const requestId = newRequestId('same');
    const before = balanceCents(t, 'demo_subagent');
    const first = await toDownline(token, 'demo_subagent', 40, requestId);
    const again = await toDownline(token, 'demo_subagent', 40, requestId);
    expect(again.body).toEqual(first.body);
    expect(balanceCents(t, 'demo_subagent')).toBe(before + 4_000);
    expect((await toDownline(token, 'demo_subagent', 41, requestId)).body.code).toBe('conflict');
    expect(balanceCents(t, 'demo_subagent')).toBe(before + 4_000);
  });

  it('never creates or loses money under concurrent transfers', async () => {
    const agent = await t.tokenFor('demo_agent');
    const sub = await t.tokenFor('demo_subagent');
    const sub2 = await t.tokenFor('demo_subagent2');
    const player = await t.tokenFor('demo_subplayer');
    const total = platformCents();
    const accounts = [
      'demo_agent',
      'demo_subagent',
      'demo_subagent2',
      'demo_subplayer',
      'demo_master',
    ];
    const before = accounts.reduce((sum, a) => sum + balanceCents(t, a), 0);

    const calls = [
      ...Array.from({ length: 10 }, (_, i) =>
        toDownline(
          agent,
          ['demo_subagent', 'demo_subagent2', 'demo_subplayer'][i % 3] ?? 'demo_subagent',
          10 + i,
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) => toDownline(sub, 'demo_subplayer', 3.33 + i)),
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
    const token = await t.tokenFor('demo_subplayer');
    const upline = memberNamed(t, 'demo_subplayer').uplineId;
    const uplineAccount = t.backend.db.members.get(upline ?? 0)?.account ?? '';
    const start = balanceCents(t, 'demo_subplayer');
    const uplineStart = balanceCents(t, uplineAccount);
    const step = Math.floor(start / 4);
    const results = await Promise.all(Array.from({ length: 6 }, () => toUpline(token, step / 100)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.body.code === 'insufficient_balance')).toHaveLength(2);
    expect(balanceCents(t, 'demo_subplayer')).toBe(start - 4 * step);
    expect(balanceCents(t, uplineAccount)).toBe(uplineStart + 4 * step);
  });
});

describe('who may receive', () => {
  it("refuses members outside the agent's tree with 404 and moves nothing", async () => {
    const token = await t.tokenFor('demo_agent');
    const total = platformCents();
    const agentBefore = balanceCents(t, 'demo_agent');
    for (const account of ['demo_master', 'demo_vip', 'demo_agent', foreignTeamMember(t).account]) {
      expect(await toDownline(token, account, 10)).toMatchObject({
        status: 404,
        body: { code: 'not_found', field: 'body.account' },
      });
    }
    expect(balanceCents(t, 'demo_agent')).toBe(agentBefore);
    expect(platformCents()).toBe(total);
  });

  it('refuses a frozen downline with 409 and a wrong payment password with 400', async () => {
    const token = await t.tokenFor('demo_agent');
    await t.backend.db.members.update(memberNamed(t, 'demo_subagent2').id, (m) => {
      m.status = 'frozen';
    });
    expect((await toDownline(token, 'demo_subagent2', 10)).body.code).toBe('conflict');
    const wrong = await t.call('transferToDownline', {
      token,
      body: {
        account: 'demo_subagent',
        amount: 10,
        paymentPassword: '654321',
        requestId: newRequestId(),
      },
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'payment_password_invalid' } });
  });

  it('refuses members without an upline and trial accounts on transfers to an upline', async () => {
    expect((await toUpline(await t.tokenFor('demo_vip'), 1)).body.code).toBe('forbidden');
    expect((await toUpline(await t.tokenFor('demo_master'), 1)).body.code).toBe('forbidden');
    expect((await toUpline(await t.tokenFor('demo_trial'), 1)).body.code).toBe(
      'in_need_true_account',
    );
  });

  it('moves an agent transfer to the upline MAIN -> MAIN', async () => {
    const before = [balanceCents(t, 'demo_agent'), balanceCents(t, 'demo_master')];
    const result = await toUpline(await t.tokenFor('demo_agent'), 250.75);
    expect(result.body.value).toMatchObject({
      direction: 'toUpline',
      fromAccount: 'demo_agent',
      toAccount: 'demo_master',
      amount: 250.75,
    });
    expect([balanceCents(t, 'demo_agent'), balanceCents(t, 'demo_master')]).toEqual([
      (before[0] ?? 0) - 25_075,
      (before[1] ?? 0) + 25_075,
    ]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import type { Schemas } from '../../../core/handler-types';
import { smallSeed } from '../test-support';
import { depositView } from '../presenters';
import { createDeposit, listDeposits } from './deposits';

let backend: MockBackend;
let memberId: number;
beforeAll(async () => {
  backend = await createMockBackend(smallSeed);
  memberId = backend.db.memberByAccount('demosubplayer')?.id ?? 0;
});

let seq = 0;
const deposit = (request: Omit<Schemas['DepositRequest'], 'requestId'>) =>
  backend.writeLock.exclusive(() =>
    createDeposit(backend, memberId, { ...request, requestId: `dep-rule-${(seq += 1)}` }),
  );
const refusal = async (request: Omit<Schemas['DepositRequest'], 'requestId'>) => {
  const out = await deposit(request);
  return out.kind === 'failure'
    ? `${out.status} ${out.envelope.code} ${out.envelope.field ?? ''}`.trim()
    : 'ok';
};

describe('createDeposit rule', () => {
  it('creates a pending deposit with the channel details and moves no money', async () => {
    const ledgerBefore = backend.db.ledger.size;
    const out = await deposit({
      channelId: 'bank-bdo',
      amount: 1000,
      payerName: 'Sub Player',
      reference: 'BDO-1',
    });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    const view = depositView(out.value, backend.clock.nowMs());
    expect(view).toMatchObject({
      status: 'pending',
      amount: 1000,
      channelType: 'bankTransfer',
      payTo: { bankName: 'BDO' },
    });
    expect(backend.db.ledger.size).toBe(ledgerBefore);
    const gcash = await deposit({ channelId: 'gcash', amount: 50 });
    if (gcash.kind !== 'ok') throw new Error(gcash.envelope.message);
    expect(depositView(gcash.value, backend.clock.nowMs()).paymentUrl).toMatch(
      /^https:\/\/pay\.example\.test\/gcash\/checkout\/DP/,
    );
  });

  it('checks the channel, its required fields, maintenance and limits', async () => {
    expect(await refusal({ channelId: 'none', amount: 100 })).toBe('404 not_found body.channelId');
    expect(await refusal({ channelId: 'bank-bdo', amount: 100, reference: 'R' })).toBe(
      '400 validation_error body.payerName',
    );
    expect(await refusal({ channelId: 'bank-bdo', amount: 100, payerName: 'P' })).toBe(
      '400 validation_error body.reference',
    );
    expect(await refusal({ channelId: 'qrph', amount: 100 })).toBe(
      '503 service_unavailable body.channelId',
    );
    expect(await refusal({ channelId: 'gcash', amount: 49.99 })).toBe(
      '400 amount_invalid body.amount',
    );
    expect(await refusal({ channelId: 'gcash', amount: 20_000.01 })).toBe(
      '400 amount_invalid body.amount',
    );
    expect(await refusal({ channelId: 'gcash', amount: 60.001 })).toBe(
      '400 amount_invalid body.amount',
    );
    expect(await refusal({ channelId: 'gcash', amount: 20_000 })).toBe('ok');
  });

  it('lists newest first with filters on the status at the moment of reading', async () => {
    const out = await deposit({ channelId: 'maya', amount: 77 });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    const list = (query: Parameters<typeof listDeposits>[2], nowMs = backend.clock.nowMs()) => {
      const page = listDeposits(backend.db, memberId, query, nowMs);
      if (page.kind !== 'ok') throw new Error(page.envelope.message);
      return page.value;
    };
    expect(list({}).list[0]?.depositId).toBe(out.value.id);
    expect(list({ status: 'pending' }).list.map((d) => d.depositId)).toContain(out.value.id);
    const later = backend.clock.nowMs() + 120_000;
    expect(list({ status: 'pending' }, later).list.map((d) => d.depositId)).not.toContain(
      out.value.id,
    );
    expect(list({ status: 'approved' }, later).list.map((d) => d.depositId)).toContain(
      out.value.id,
    );
    expect(list({ startDate: '2000-01-01', endDate: '2000-01-02' }).totalCount).toBe(0);
  });

  it('is rejected instead of approved when the payer or reference says "reject" (sandbox trigger)', async () => {
    const out = await deposit({ channelId: 'bank-bpi', amount: 100, payerName: 'Please Reject' });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    const view = depositView(out.value, backend.clock.nowMs() + 60_000);
    expect(view).toMatchObject({ status: 'rejected', remark: expect.any(String) });
    expect(view.approvedAt).toBeUndefined();
  });
});

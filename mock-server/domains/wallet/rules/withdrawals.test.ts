import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import type { Schemas } from '../../../core/handler-types';
import { findWallet, mainWallet } from '../../../core/money';
import type { MemberRecord } from '../../../db/core-records';
import { smallSeed, tinyPng } from '../test-support';
import { withdrawalView } from '../presenters';
import { confirmReceipt, createWithdrawal, pendingWithdrawalCents } from './withdrawals';

let backend: MockBackend;
let member: MemberRecord;
beforeEach(async () => {
  if (backend) await backend.reset();
  else backend = await createMockBackend(smallSeed);
  const found = backend.db.memberByAccount('demoplayer');
  if (!found) throw new Error('demoplayer');
  member = found;
});

const payeeAccount = { bankName: 'BDO', accountName: 'Demo Player', accountNumber: '004455667890' };
let seq = 0;
const withdraw = (amount: number, paymentPassword = '123456') =>
  backend.writeLock.exclusive(() =>
    createWithdrawal(backend, member, {
      amount,
      paymentPassword,
      payeeAccount,
      requestId: `wd-rule-${(seq += 1)}`,
    }),
  );
const confirm = (id: string, request: Schemas['WithdrawalReceiptRequest']) =>
  backend.writeLock.exclusive(() => confirmReceipt(backend, member.id, id, request));
const main = () => findWallet(backend.db, member.id, mainWallet)?.balanceCents ?? 0;
const minutes = (n: number) => backend.clock.advance(n * 60_000);

async function paidWithdrawal(amount: number): Promise<string> {
  const out = await withdraw(amount);
  if (out.kind !== 'ok') throw new Error(out.envelope.message);
  minutes(3);
  return out.value.id;
}

describe('createWithdrawal rule', () => {
  it('checks the payment password first and moves nothing when it is wrong', async () => {
    const before = main();
    const out = await withdraw(100, 'wrong');
    expect(out.kind === 'failure' && out.envelope.code).toBe('payment_password_invalid');
    expect(main()).toBe(before);
  });

  it('takes the amount from MAIN at once and counts it as pending until paid', async () => {
    const before = main();
    const out = await withdraw(120.5);
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(main()).toBe(before - 120_50);
    expect(pendingWithdrawalCents(backend.db, member.id, backend.clock.nowMs())).toBe(120_50);
    expect(withdrawalView(out.value, backend.clock.nowMs())).toMatchObject({
      status: 'pending',
      payeeAccount: { accountNumber: '********7890' },
    });
    minutes(3);
    expect(pendingWithdrawalCents(backend.db, member.id, backend.clock.nowMs())).toBe(0);
  });

  it('refuses amounts over the main wallet, outside the limits or with more than 2 decimals', async () => {
    const code = async (amount: number) => {
      const out = await withdraw(amount);
      return out.kind === 'failure' ? out.envelope.code : 'ok';
    };
    expect(await code(99.99)).toBe('amount_invalid');
    expect(await code(200_000.01)).toBe('amount_invalid');
    expect(await code(100.001)).toBe('amount_invalid');
    expect(await code(main() / 100 + 1)).toBe('insufficient_balance');
  });

  it('allows 5 withdrawals per 10 minutes, then answers 429 with a retry time', async () => {
    minutes(11); // past the seeded live withdrawal of demoplayer
    for (let i = 0; i < 5; i += 1) expect((await withdraw(100)).kind).toBe('ok');
    const sixth = await withdraw(100);
    if (sixth.kind !== 'failure') throw new Error('expected 429');
    expect(sixth.status).toBe(429);
    expect(sixth.envelope.value?.retryAfterSeconds).toBeGreaterThan(0);
    minutes(11);
    expect((await withdraw(100)).kind).toBe('ok');
  });

  it('refuses a payee name other than the member payee name, when one is set', async () => {
    await backend.db.members.update(member.id, (m) => {
      m.profile.payeeName = 'Someone Else';
    });
    const fresh = backend.db.members.get(member.id);
    if (!fresh) throw new Error('member');
    member = fresh;
    const out = await withdraw(100);
    expect(out.kind === 'failure' && out.envelope.field).toBe('body.payeeAccount.accountName');
  });
});

describe('confirmReceipt rule', () => {
  it('accepts one answer while paid; a second answer is 409', async () => {
    const id = await paidWithdrawal(300);
    const out = await confirm(id, {
      result: 'partlyReceived',
      amountReceived: 200,
      remainingAmount: 100,
      proofImages: [tinyPng, tinyPng],
    });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(out.value).toMatchObject({
      status: 'partlyReceived',
      amountReceived: 200,
      remainingAmount: 100,
      proofImages: [
        `https://cdn.example.test/uploads/withdrawals/${id}-1.png`,
        `https://cdn.example.test/uploads/withdrawals/${id}-2.png`,
      ],
    });
    const again = await confirm(id, { result: 'received' });
    expect(again.kind === 'failure' && `${again.status} ${again.envelope.code}`).toBe(
      '409 withdrawal_state_invalid',
    );
  });

  it('refuses before the payout', async () => {
    const out = await withdraw(100);
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    const early = await confirm(out.value.id, { result: 'received' });
    expect(early.kind === 'failure' && early.envelope.code).toBe('withdrawal_state_invalid');
  });

  it('checks the partly received amounts', async () => {
    const id = await paidWithdrawal(300);
    const code = async (request: Schemas['WithdrawalReceiptRequest']) => {
      const out = await confirm(id, request);
      return out.kind === 'failure' ? `${out.envelope.code} ${out.envelope.field}` : 'ok';
    };
    expect(await code({ result: 'partlyReceived', amountReceived: 300 })).toBe(
      'amount_invalid body.amountReceived',
    );
    expect(await code({ result: 'partlyReceived', amountReceived: 10.001 })).toBe(
      'amount_invalid body.amountReceived',
    );
    expect(
      await code({ result: 'partlyReceived', amountReceived: 100, remainingAmount: 100 }),
    ).toBe('amount_invalid body.remainingAmount');
    expect(await code({ result: 'partlyReceived', amountReceived: 100 })).toBe('ok');
  });

  it('keeps a valid proof image with notReceived and refuses a fake one', async () => {
    const id = await paidWithdrawal(150);
    const fake = await confirm(id, {
      result: 'notReceived',
      proofImages: [tinyPng, tinyPng.replace('iVBORw0KGgo', 'AAAAAAAAAAA')],
    });
    expect(fake.kind === 'failure' && fake.envelope).toMatchObject({
      code: 'validation_error',
      field: 'body.proofImages.1',
    });
    const out = await confirm(id, { result: 'notReceived', proofImages: [tinyPng] });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(out.value).toMatchObject({
      status: 'notReceived',
      amountReceived: 0,
      remainingAmount: 150,
      proofImages: [`https://cdn.example.test/uploads/withdrawals/${id}-1.png`],
    });
  });

  it('after the configured minutes the withdrawal is auto-received, irreversibly', async () => {
    backend.config.autoReceiptMinutes = 7;
    const id = await paidWithdrawal(100);
    backend.config.autoReceiptMinutes = 600; // changing the config later does not move the deadline
    minutes(7);
    const out = await confirm(id, { result: 'received' });
    expect(out.kind === 'failure' && out.envelope.code).toBe('withdrawal_state_invalid');
    const record = backend.db.withdrawals.get(id);
    if (!record) throw new Error(id);
    expect(withdrawalView(record, backend.clock.nowMs() + 10 ** 9).status).toBe('autoReceived');
  });

  it("does not show another member's withdrawal", async () => {
    const id = await paidWithdrawal(100);
    const other = backend.db.memberByAccount('demovip');
    if (!other) throw new Error('demovip');
    const out = await backend.writeLock.exclusive(() =>
      confirmReceipt(backend, other.id, id, { result: 'received' }),
    );
    expect(out.kind === 'failure' && `${out.status} ${out.envelope.code}`).toBe('404 not_found');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import { findWallet, mainWallet } from '../../../core/money';
import { smallSeed } from '../test-support';
import { walletSummary } from '../presenters';
import { balanceView, dueCredits } from './balances';
import { createDeposit } from './deposits';
import { settleDue } from './settle';
import { createWithdrawal } from './withdrawals';

let backend: MockBackend;
beforeEach(async () => {
  if (backend) await backend.reset();
  else backend = await createMockBackend(smallSeed);
});

const member = (account: string) => {
  const found = backend.db.memberByAccount(account);
  if (!found) throw new Error(account);
  return found;
};
const locked = <T>(work: () => Promise<T>) => backend.writeLock.exclusive(work);
const mainCents = (memberId: number) =>
  findWallet(backend.db, memberId, mainWallet)?.balanceCents ?? 0;

describe('due credits and settleDue', () => {
  it('shows an approved deposit in reads before any write books it, and booking changes nothing visible', async () => {
    const { id } = member('demosubplayer');
    const outcome = await locked(() =>
      createDeposit(backend, id, { channelId: 'gcash', amount: 250, requestId: 'settle-dep-1' }),
    );
    expect(outcome.kind).toBe('ok');
    const before = mainCents(id);
    expect(dueCredits(backend.db, id, backend.clock.nowMs())).toEqual([]);

    backend.clock.advance(60_000);
    const nowMs = backend.clock.nowMs();
    expect(dueCredits(backend.db, id, nowMs)).toHaveLength(1);
    const shown = balanceView(backend.db, id, nowMs);
    expect(shown.mainCents).toBe(before + 250_00);
    expect(mainCents(id)).toBe(before);

    expect(await locked(() => settleDue(backend, id))).toBe(1);
    expect(mainCents(id)).toBe(before + 250_00);
    expect(balanceView(backend.db, id, nowMs)).toEqual(shown);
    expect(dueCredits(backend.db, id, nowMs)).toEqual([]);
    // Idempotent: a second settle books nothing more.
    expect(await locked(() => settleDue(backend, id))).toBe(0);
    expect(mainCents(id)).toBe(before + 250_00);
  });

  it('returns a rejected withdrawal to the main wallet once its decision is due', async () => {
    const m = member('demosubplayer');
    const payeeAccount = { bankName: 'BDO', accountName: 'Reject Me', accountNumber: '0011223344' };
    const start = mainCents(m.id);
    const outcome = await locked(() =>
      createWithdrawal(backend, m, {
        amount: 100,
        paymentPassword: '123456',
        payeeAccount,
        requestId: 'settle-wd-1',
      }),
    );
    expect(outcome.kind).toBe('ok');
    expect(mainCents(m.id)).toBe(start - 100_00);
    backend.clock.advance(3 * 60_000);
    expect(balanceView(backend.db, m.id, backend.clock.nowMs()).mainCents).toBe(start);
    await locked(() => settleDue(backend, m.id));
    expect(mainCents(m.id)).toBe(start);
    expect(
      backend.db.withdrawals.get(outcome.kind === 'ok' ? outcome.value.id : '')?.refundBookedAt,
    ).toBeTruthy();
  });
});

describe('walletSummary', () => {
  it('sums MAIN and every vendor sub-wallet, MAIN first', () => {
    const { id } = member('demoplayer');
    const summary = walletSummary(backend.db, id, backend.clock.iso());
    expect(summary.wallets[0]?.walletCode).toBe('MAIN');
    const sum = summary.wallets.reduce((total, w) => total + Math.round(w.balance * 100), 0);
    expect(Math.round(summary.sumBalance * 100)).toBe(sum);
    expect(sum).toBe(backend.db.walletsOf(id).reduce((total, w) => total + w.balanceCents, 0));
    expect(summary.wallets.find((w) => w.walletCode === 'SEXY')?.status).toBe('maintenance');
  });

  it('without an instant counts booked money only', async () => {
    const { id } = member('demosubplayer');
    await locked(() =>
      createDeposit(backend, id, { channelId: 'gcash', amount: 100, requestId: 'settle-dep-2' }),
    );
    backend.clock.advance(5 * 60_000);
    const booked = walletSummary(backend.db, id).sumBalance;
    expect(walletSummary(backend.db, id, backend.clock.iso()).sumBalance).toBe(booked + 100);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import { findWallet } from '../../../core/money';
import { ledgerProblems, smallSeed } from '../test-support';
import { transferWallet } from './transfer';

let backend: MockBackend;
let memberId: number;
beforeEach(async () => {
  if (backend) await backend.reset();
  else backend = await createMockBackend(smallSeed);
  memberId = backend.db.memberByAccount('demoplayer')?.id ?? 0;
});

const transfer = (request: Parameters<typeof transferWallet>[2]) =>
  backend.writeLock.exclusive(() => transferWallet(backend, memberId, request));
const cents = (code: string) => findWallet(backend.db, memberId, code)?.balanceCents ?? 0;
const total = () => backend.db.walletsOf(memberId).reduce((sum, w) => sum + w.balanceCents, 0);

describe('transferWallet rule', () => {
  it('moves the amount from MAIN to a vendor and back, keeping the total', async () => {
    const [main, pg, sum] = [cents('MAIN'), cents('PG'), total()];
    const out = await transfer({
      mode: 'transfer',
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 12.34,
      requestId: 'tr-rule-1',
    });
    expect(out.kind).toBe('ok');
    expect([cents('MAIN'), cents('PG'), total()]).toEqual([main - 1234, pg + 1234, sum]);
    const back = await transfer({
      mode: 'transfer',
      fromWallet: 'PG',
      toWallet: 'MAIN',
      amount: 12.34,
      requestId: 'tr-rule-2',
    });
    expect(back.kind).toBe('ok');
    expect([cents('MAIN'), cents('PG'), total()]).toEqual([main, pg, sum]);
    expect(ledgerProblems(backend.db, memberId)).toEqual([]);
  });

  it('answers the balances after the transfer', async () => {
    const out = await transfer({
      mode: 'transfer',
      fromWallet: 'MAIN',
      toWallet: 'JILI',
      amount: 5,
      requestId: 'tr-rule-3',
    });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(out.value.balance.wallets.find((w) => w.walletCode === 'JILI')?.balance).toBe(5);
    expect(out.value.legs).toEqual([
      { fromWallet: 'MAIN', toWallet: 'JILI', amount: 5, status: 'success' },
    ]);
  });

  it('refuses what the source does not hold and moves nothing', async () => {
    const sum = total();
    const out = await transfer({
      mode: 'transfer',
      fromWallet: 'KM',
      toWallet: 'MAIN',
      amount: 1,
      requestId: 'tr-rule-4',
    });
    expect(out.kind === 'failure' && out.envelope.code).toBe('insufficient_balance');
    expect(total()).toBe(sum);
  });

  it('refuses a vendor under maintenance with its end time (503)', async () => {
    const out = await transfer({
      mode: 'transfer',
      fromWallet: 'SEXY',
      toWallet: 'MAIN',
      amount: 1,
      requestId: 'tr-rule-5',
    });
    if (out.kind !== 'failure') throw new Error('expected a refusal');
    expect(out.status).toBe(503);
    expect(out.envelope).toMatchObject({
      code: 'game_maintenance',
      field: 'body.fromWallet',
      value: { endTime: expect.any(String) },
    });
  });

  it('moves money again once the maintenance is over', async () => {
    const endTime = backend.db.walletVendors.get('SEXY')?.maintenance?.endTime ?? '';
    backend.clock.advance(Date.parse(endTime) - backend.clock.nowMs() + 1);
    const out = await transfer({
      mode: 'transfer',
      fromWallet: 'SEXY',
      toWallet: 'MAIN',
      amount: 1,
      requestId: 'tr-rule-6',
    });
    expect(out.kind).toBe('ok');
  });

  it('refuses transfers that do not have MAIN on exactly one side, and unknown vendors', async () => {
    const codes = async (request: Parameters<typeof transferWallet>[2]) => {
      const out = await transfer(request);
      return out.kind === 'failure' ? `${out.status} ${out.envelope.code}` : 'ok';
    };
    expect(
      await codes({
        mode: 'transfer',
        fromWallet: 'PG',
        toWallet: 'EVO',
        amount: 1,
        requestId: 'tr-rule-7',
      }),
    ).toBe('400 validation_error');
    expect(
      await codes({
        mode: 'transfer',
        fromWallet: 'MAIN',
        toWallet: 'MAIN',
        amount: 1,
        requestId: 'tr-rule-8',
      }),
    ).toBe('400 validation_error');
    expect(
      await codes({
        mode: 'transfer',
        fromWallet: 'MAIN',
        toWallet: 'NOPE',
        amount: 1,
        requestId: 'tr-rule-9',
      }),
    ).toBe('404 not_found');
    expect(
      await codes({
        mode: 'transfer',
        fromWallet: 'MAIN',
        toWallet: 'PG',
        amount: 1.001,
        requestId: 'tr-rule-10',
      }),
    ).toBe('400 amount_invalid');
  });

  it('all to main: moves every vendor wallet not under maintenance and skips the others', async () => {
    const [sexy, sum] = [cents('SEXY'), total()];
    const out = await transfer({ mode: 'allToMain', requestId: 'tr-rule-11' });
    if (out.kind !== 'ok') throw new Error(out.envelope.message);
    expect(out.value.legs.map((l) => `${l.fromWallet}:${l.status}`)).toEqual([
      'PG:success',
      'EVO:success',
      'SEXY:skipped',
    ]);
    expect(out.value.legs.find((l) => l.status === 'skipped')?.reason).toBe('game_maintenance');
    expect(cents('MAIN') + sexy).toBe(sum);
    expect(total()).toBe(sum);
    const again = await transfer({ mode: 'allToMain', requestId: 'tr-rule-12' });
    if (again.kind !== 'ok') throw new Error(again.envelope.message);
    expect(again.value.amount).toBe(0);
  });

  it('is refused for a single-wallet merchant', async () => {
    await backend.db.walletSettings.update('merchant', (s) => {
      s.walletMode = 'single';
    });
    const out = await transfer({ mode: 'allToMain', requestId: 'tr-rule-13' });
    expect(out.kind === 'failure' && out.envelope.code).toBe('feature_disabled');
  });
});

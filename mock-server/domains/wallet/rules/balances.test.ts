import { beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import { moveMoney } from '../../../core/money';
import type { WalletVendorRecord } from '../records';
import { smallSeed } from '../test-support';
import { balanceView, vendorUnderMaintenance, walletBalanceOf } from './balances';

let backend: MockBackend;
beforeAll(async () => {
  backend = await createMockBackend(smallSeed);
});

describe('vendorUnderMaintenance', () => {
  const vendor = (maintenance: WalletVendorRecord['maintenance']): WalletVendorRecord => ({
    id: 'X',
    name: 'X',
    order: 0,
    maintenance,
  });
  const end = Date.parse('2026-11-24T10:00:00.000Z');

  it('lasts until its end time, or indefinitely without one', () => {
    expect(vendorUnderMaintenance(vendor(null), end)).toBe(false);
    expect(vendorUnderMaintenance(vendor({ endTime: '2026-11-24T10:00:00.000Z' }), end - 1)).toBe(
      true,
    );
    expect(vendorUnderMaintenance(vendor({ endTime: '2026-11-24T10:00:00.000Z' }), end)).toBe(
      false,
    );
    expect(vendorUnderMaintenance(vendor({ endTime: null }), end * 2)).toBe(true);
    expect(vendorUnderMaintenance(vendor({ endTime: '2026-11-24T10:00:00.000Z' }), null)).toBe(
      true,
    );
  });
});

describe('balanceView', () => {
  it('lists MAIN, every catalogue vendor in order, then any other wallet, so the total is everything held', async () => {
    const member = backend.db.memberByAccount('demodefault');
    if (!member) throw new Error('demodefault');
    await moveMoney(backend.db, {
      from: { memberId: member.id, walletCode: 'MAIN' },
      to: { memberId: member.id, walletCode: 'OTHERVENDOR' },
      amountCents: 5_00,
      type: 'transfer',
      reference: 'TEST',
      time: backend.clock.iso(),
    });
    const view = balanceView(backend.db, member.id, backend.clock.nowMs());
    expect(view.lines.map((l) => l.walletCode)).toEqual([
      'MAIN',
      'PG',
      'JILI',
      'FC',
      'EVO',
      'SEXY',
      'SABA',
      'IMES',
      'TCG_LOTTO_VN',
      'KM',
      'DS88',
      'OTHERVENDOR',
    ]);
    expect(view.totalCents).toBe(
      backend.db.walletsOf(member.id).reduce((sum, w) => sum + w.balanceCents, 0),
    );
    expect(view.mainCents + view.inGameCents).toBe(view.totalCents);
    const contract = walletBalanceOf(backend.db, member.id, view, null);
    expect(contract.updatedAt).toBeUndefined();
    expect(contract.wallets.find((w) => w.walletCode === 'SEXY')).toMatchObject({
      status: 'maintenance',
      maintenanceEndTime: expect.any(String),
    });
    expect(contract.wallets.find((w) => w.walletCode === 'PG')).not.toHaveProperty(
      'maintenanceEndTime',
    );
  });
});

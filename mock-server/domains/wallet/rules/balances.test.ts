import { beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../../core/backend';
import { moveMoney } from '../../../core/money';
import type { WalletVendorRecord } from '../records';
import { depositFor, smallSeed } from '../test-support';
import {
  balanceChangesAtMs,
  balanceReadAt,
  balanceView,
  vendorUnderMaintenance,
  walletBalanceOf,
} from './balances';

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

describe('when a balance read changes without a write', () => {
  const at = (ms: number) => new Date(ms).toISOString();

  it('tells the whole second it was read in', () => {
    expect(balanceReadAt(Date.parse('2026-11-24T10:00:07.999Z'))).toBe('2026-11-24T10:00:07.000Z');
    expect(balanceReadAt(Date.parse('2026-11-24T10:00:08.000Z'))).toBe('2026-11-24T10:00:08.000Z');
  });

  it('is the next decision of a deposit not booked yet, and nothing once it is booked', async () => {
    const member = backend.db.memberByAccount('demodefault');
    if (!member) throw new Error('demodefault');
    const now = backend.clock.nowMs();
    const before = balanceChangesAtMs(backend.db, member.id, now);
    // Decided about a second from now (the schedule decides 60 s after the request); the clock runs
    // on between the reads, so the deposit's own decision instant is the one expected.
    const deposit = await depositFor(backend, member.id, { amount: 5, agoMs: 59_000 });
    const decidedMs = Date.parse(deposit.decideAt);
    expect(decidedMs).toBeGreaterThan(now);
    expect(balanceChangesAtMs(backend.db, member.id, now)).toBe(
      Math.min(decidedMs, before ?? Infinity),
    );
    // Decided already: that instant is behind the read.
    expect(balanceChangesAtMs(backend.db, member.id, decidedMs)).not.toBe(decidedMs);
    await backend.db.deposits.update(deposit.id, (d) => {
      d.bookedAt = at(decidedMs);
    });
    expect(balanceChangesAtMs(backend.db, member.id, now)).toBe(before);
    await backend.db.deposits.remove(deposit.id);
  });

  it('is the end of a vendor maintenance ahead', async () => {
    const member = backend.db.memberByAccount('demodefault');
    if (!member) throw new Error('demodefault');
    const now = backend.clock.nowMs();
    const vendor = backend.db.walletVendors.all()[0];
    if (!vendor) throw new Error('a vendor');
    const kept = vendor.maintenance;
    await backend.db.walletVendors.update(vendor.id, (v) => {
      v.maintenance = { endTime: at(now + 1) };
    });
    expect(balanceChangesAtMs(backend.db, member.id, now)).toBe(now + 1);
    await backend.db.walletVendors.update(vendor.id, (v) => {
      v.maintenance = kept;
    });
  });
});

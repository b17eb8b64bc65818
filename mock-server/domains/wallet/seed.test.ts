import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts';
import { createMockBackend, type MockBackend } from '../../core/backend';
import { Clock } from '../../core/clock';
import { defaultMockConfig } from '../../core/mock-config';
import { mainWallet } from '../../core/money';
import { createDb } from '../../db/create-db';
import { createSeedContext, defaultSeedOptions } from '../../seed/seed-context';
import { seedAccounts } from '../accounts/seed';
import { defaultFeatureFlags } from '../system/rules/feature-flags';
import { walletVendorCodes } from './seed-data/catalogue';
import { seedWallet } from './seed';
import { balanceView } from './rules/balances';
import { pointsLedger } from './rules/points-ledger';
import { ledgerProblems, smallSeed } from './test-support';

let backend: MockBackend;
beforeAll(async () => {
  backend = await createMockBackend(smallSeed);
});

describe('wallet seed', () => {
  it('gives every member a sub-wallet per transfer-wallet vendor, SEXY under maintenance', () => {
    for (const member of backend.db.members.all()) {
      const codes = backend.db.walletsOf(member.id).map((w) => w.walletCode);
      expect(codes).toEqual(expect.arrayContaining([mainWallet, ...walletVendorCodes]));
    }
    expect(backend.db.walletVendors.get('SEXY')?.maintenance?.endTime).toBeTruthy();
  });

  it('keeps every ledger consistent and never moves money the member did not have', () => {
    const problems = backend.db.members
      .all()
      .flatMap((m) => ledgerProblems(backend.db, m.id).map((p) => `${m.account}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('creates money only from opening balances, approved deposits and conversions', async () => {
    // Seeded alone with the accounts, so other domains' payouts (bonuses, salaries) are not counted.
    const db = createDb();
    const ctx = createSeedContext({
      db,
      clock: new Clock(),
      config: defaultMockConfig(defaultFeatureFlags()),
      options: { ...defaultSeedOptions, ...smallSeed },
      firstSeed: true,
    });
    await seedAccounts(ctx);
    await seedWallet(ctx);
    const sources = new Set(['deposit', 'withdrawal', 'transfer', 'points']);
    for (const demo of demoAccounts) {
      const member = db.memberByAccount(demo.account);
      if (!member) throw new Error(demo.account);
      const ledger = db.ledgerOf(member.id);
      expect(ledger.every((e) => sources.has(e.type))).toBe(true);
      expect(
        ledger.filter((e) => e.type === 'transfer').reduce((sum, e) => sum + e.amountCents, 0),
      ).toBe(0);
      const total = db.walletsOf(member.id).reduce((sum, w) => sum + w.balanceCents, 0);
      const moved = ledger.reduce((sum, e) => sum + e.amountCents, 0);
      // What the wallets hold beyond what the ledger moved is exactly the opening balance.
      expect(total - moved).toBe(demo.balance * 100);
    }
  });

  it('gives demoplayer money in three vendor wallets and history in every state', () => {
    const member = backend.db.memberByAccount('demoplayer');
    if (!member) throw new Error('demoplayer');
    const nowMs = backend.clock.nowMs();
    const view = balanceView(backend.db, member.id, nowMs);
    expect(
      view.lines
        .filter((l) => l.walletType === 'vendor' && l.balanceCents > 0)
        .map((l) => l.walletCode),
    ).toEqual(['PG', 'EVO', 'SEXY']);
    expect(
      backend.db
        .depositsOf(member.id)
        .map((d) => d.outcome)
        .sort(),
    ).toEqual(['approved', 'approved', 'cancelled', 'rejected']);
    expect(backend.db.withdrawalsOf(member.id)).toHaveLength(5);
    expect(backend.db.pointsRedemptionsOf(member.id)).toHaveLength(3);
  });

  it('never lets a seeded points balance drop below zero at any line', () => {
    const nowMs = backend.clock.nowMs();
    for (const member of backend.db.members.all()) {
      expect(
        pointsLedger(backend.db, member.id, nowMs).every((line) => line.pointsBalance >= 0),
      ).toBe(true);
    }
  });

  it('is deterministic: the same seed gives the same records (times of live items aside)', async () => {
    const other = await createMockBackend(smallSeed);
    const shape = (b: MockBackend) =>
      b.db.deposits
        .all()
        .filter((d) => d.createdAt < '2026-11-02')
        .map((d) => `${d.id}:${d.memberId}:${d.amountCents}:${d.outcome}`);
    expect(shape(other)).toEqual(shape(backend));
    const balances = (b: MockBackend) => b.db.wallets.all().map((w) => `${w.id}=${w.balanceCents}`);
    expect(balances(other)).toEqual(balances(backend));
  });
});

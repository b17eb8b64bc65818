import { findWallet, walletId } from '../../core/money';
import type { SeedContext } from '../../seed/seed-context';
import {
  depositChannelCatalogue,
  pointsGoodsCatalogue,
  seededMaintenanceHours,
  walletVendorCatalogue,
  walletVendorCodes,
} from './seed-data/catalogue';
import { applyHistory } from './seed-data/apply-history';
import {
  demoPlayerHistory,
  demoExtraHistory,
  generatedHistory,
  type HistoryEvent,
} from './seed-data/history-plan';

const hourMs = 3_600_000;

/**
 * Seeds the wallet domain: the transfer-wallet vendors (SEXY under maintenance for two days from
 * the seed), the merchant settings, deposit channels and points-mall goods; then for every member a
 * sub-wallet per vendor and a history of deposits, transfers into vendor wallets, withdrawals and,
 * for some demo accounts, points redemptions and conversions. Earned points are not seeded: they
 * follow from the bets table (see `rules/points-ledger.ts`), which is seeded after this domain.
 */
export async function seedWallet(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const nowMs = ctx.clock.nowMs();
  const maintenanceEnd = new Date(
    (Math.ceil(nowMs / hourMs) + seededMaintenanceHours) * hourMs,
  ).toISOString();

  await db.walletSettings.insert({
    id: 'merchant',
    walletMode: 'transfer',
    currency: 'PHP',
    currencySymbol: 'P',
  });
  for (const [order, vendor] of walletVendorCatalogue.entries()) {
    await db.walletVendors.insert({
      id: vendor.code,
      name: vendor.name,
      order,
      maintenance: vendor.maintenance ? { endTime: maintenanceEnd } : null,
    });
  }
  await db.depositChannels.insertMany(
    depositChannelCatalogue.map((channel) => ({
      ...channel,
      payTo: channel.payTo ? { ...channel.payTo } : null,
    })),
  );
  await db.pointsGoods.insertMany(pointsGoodsCatalogue.map((goods) => ({ ...goods })));

  const faker = ctx.fakerFor('wallet');
  const members = db.members.all().sort((a, b) => a.id - b.id);
  for (const member of members) {
    let history: HistoryEvent[];
    if (member.account === 'demoplayer') {
      history = demoPlayerHistory(nowMs);
    } else {
      history = [
        ...generatedHistory(faker, member, walletVendorCodes),
        ...demoExtraHistory(member.account, nowMs),
      ];
    }
    await applyHistory(db, member, history, ctx.config.autoReceiptMinutes);
  }
  // The sub-wallets nobody moved money into yet, in one batch after the history: the core table's
  // updates scan it, so keeping it small while money moves keeps the seed fast.
  const empty = members.flatMap((member) =>
    walletVendorCodes
      .filter((code) => !findWallet(db, member.id, code))
      .map((code) => ({
        id: walletId(member.id, code),
        memberId: member.id,
        walletCode: code,
        balanceCents: 0,
      })),
  );
  await db.wallets.insertMany(empty);
}

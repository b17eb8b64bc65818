import { Table } from '../../db/typed-collection';
import type {
  DepositChannelRecord,
  DepositRecord,
  PointsEntryRecord,
  PointsGoodsRecord,
  RedemptionRecord,
  WalletSettingsRecord,
  WalletTransferRecord,
  WalletVendorRecord,
  WithdrawalRecord,
} from './records';

/**
 * The wallet domain's own @msw/data tables (see mock-server/README.md). Balances themselves live in
 * the core `wallets` table (MAIN plus one sub-wallet per vendor code) and move only via `moveMoney`.
 */
export function createWalletTables() {
  const walletVendors = new Table<WalletVendorRecord>();
  const walletSettings = new Table<WalletSettingsRecord>();
  const depositChannels = new Table<DepositChannelRecord>();
  const deposits = new Table<DepositRecord>();
  const withdrawals = new Table<WithdrawalRecord>();
  const walletTransfers = new Table<WalletTransferRecord>();
  const pointsGoods = new Table<PointsGoodsRecord>();
  const pointsEntries = new Table<PointsEntryRecord>();
  const pointsRedemptions = new Table<RedemptionRecord>();
  return {
    walletVendors,
    walletSettings,
    depositChannels,
    deposits,
    depositsOf: deposits.groupIndex((d) => d.memberId),
    withdrawals,
    withdrawalsOf: withdrawals.groupIndex((w) => w.memberId),
    walletTransfers,
    pointsGoods,
    pointsEntries,
    pointsEntriesOf: pointsEntries.groupIndex((e) => e.memberId),
    pointsRedemptions,
    pointsRedemptionsOf: pointsRedemptions.groupIndex((r) => r.memberId),
  };
}

export type WalletTables = ReturnType<typeof createWalletTables>;

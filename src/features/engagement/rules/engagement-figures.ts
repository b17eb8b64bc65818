import type { components } from '../../../../openapi/runtime/generated/openapi';

type WalletBalance = components['schemas']['WalletBalance'];
type ManualRebate = components['schemas']['ManualRebate'];

/** The main wallet's balance (what a transfer to the upline may move); 0 without a main wallet. */
export function mainWalletBalance(balance: Pick<WalletBalance, 'wallets'>): number {
  return balance.wallets.find((w) => w.walletType === 'main')?.balance ?? 0;
}

/** A mission's progress as a whole per cent of its target, 0-100 (a target of 0 counts as done). */
export function progressPercent(progress: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((progress / target) * 100)));
}

/** The rebate can be claimed when there is some and it reaches the minimum claim. */
export function canClaimRebate(
  rebate: Pick<ManualRebate, 'rebatableAmount' | 'minClaimAmount'>,
): boolean {
  return rebate.rebatableAmount > 0 && rebate.rebatableAmount >= rebate.minClaimAmount;
}

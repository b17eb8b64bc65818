import type { components } from '../../../../openapi/runtime/generated/openapi';
import { fromCents } from './amounts';

type WalletBalance = components['schemas']['WalletBalance'];
type Wallet = components['schemas']['Wallet'];
export type TransferRequest = components['schemas']['WalletTransferRequest'];

export const mainWalletCode = 'MAIN';

/** Into a vendor wallet from the main one, or out of it back to the main one. */
export type TransferDirection = 'toVendor' | 'toMain';

export function mainWallet(balance: WalletBalance): Wallet | undefined {
  return balance.wallets.find((w) => w.walletType === 'main');
}

export function vendorWallets(balance: WalletBalance): Wallet[] {
  return balance.wallets.filter((w) => w.walletType === 'vendor');
}

/** A vendor wallet under maintenance takes and gives nothing (503 `game_maintenance`). */
export const isOpen = (wallet: Wallet): boolean => wallet.status === 'normal';

/** What the transfer's source wallet holds: the most it can move. */
export function sourceBalance(
  balance: WalletBalance,
  direction: TransferDirection,
  vendorCode: string,
): number {
  const code = direction === 'toVendor' ? mainWalletCode : vendorCode;
  return balance.wallets.find((w) => w.walletCode === code)?.balance ?? 0;
}

/** The `transfer` request: one side is always MAIN. */
export function transferRequest(
  direction: TransferDirection,
  vendorCode: string,
  amountCents: number,
  requestId: string,
): TransferRequest {
  const [fromWallet, toWallet] =
    direction === 'toVendor' ? [mainWalletCode, vendorCode] : [vendorCode, mainWalletCode];
  return { mode: 'transfer', fromWallet, toWallet, amount: fromCents(amountCents), requestId };
}

/** "Everything back to main" moves something only when an open vendor wallet holds money. */
export function canRecallAll(balance: WalletBalance): boolean {
  return vendorWallets(balance).some((w) => isOpen(w) && w.balance > 0);
}

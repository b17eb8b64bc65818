import { describe, expect, it } from 'vitest';
import { canClaimRebate, mainWalletBalance, progressPercent } from './engagement-figures';

const wallet = (walletType: 'main' | 'vendor', balance: number) => ({
  walletCode: walletType === 'main' ? 'MAIN' : 'IMES',
  walletType,
  name: walletType,
  balance,
  status: 'normal' as const,
});

describe('mainWalletBalance', () => {
  it('reads the main wallet, not the sum with the vendor wallets', () => {
    expect(mainWalletBalance({ wallets: [wallet('vendor', 50), wallet('main', 1200.5)] })).toBe(
      1200.5,
    );
  });
  it('is 0 without a main wallet', () => {
    expect(mainWalletBalance({ wallets: [wallet('vendor', 50)] })).toBe(0);
  });
});

describe('progressPercent', () => {
  it('rounds down and stays within 0-100', () => {
    expect(progressPercent(2, 5)).toBe(40);
    expect(progressPercent(999.99, 1000)).toBe(99);
    expect(progressPercent(1200, 1000)).toBe(100);
    expect(progressPercent(0, 50)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });
});

describe('canClaimRebate', () => {
  it('needs some rebate and at least the minimum', () => {
    expect(canClaimRebate({ rebatableAmount: 20.5, minClaimAmount: 1 })).toBe(true);
    expect(canClaimRebate({ rebatableAmount: 1, minClaimAmount: 1 })).toBe(true);
    expect(canClaimRebate({ rebatableAmount: 0.99, minClaimAmount: 1 })).toBe(false);
    expect(canClaimRebate({ rebatableAmount: 0, minClaimAmount: 0 })).toBe(false);
  });
});

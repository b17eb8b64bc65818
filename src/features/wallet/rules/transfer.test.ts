import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import {
  canRecallAll,
  mainWallet,
  sourceBalance,
  transferRequest,
  vendorWallets,
} from './transfer';

type WalletBalance = components['schemas']['WalletBalance'];

const balance = (pg: number, imesStatus: 'normal' | 'maintenance' = 'normal'): WalletBalance => ({
  sumBalance: 1_000 + pg + 50,
  currency: 'PHP',
  currencySymbol: 'P',
  wallets: [
    { walletCode: 'MAIN', walletType: 'main', name: 'Main', balance: 1_000, status: 'normal' },
    { walletCode: 'PG', walletType: 'vendor', name: 'PG', balance: pg, status: 'normal' },
    { walletCode: 'IMES', walletType: 'vendor', name: 'IM', balance: 50, status: imesStatus },
  ],
});

describe('wallet transfer rules', () => {
  it('splits the main wallet from the vendor wallets', () => {
    expect(mainWallet(balance(0))?.walletCode).toBe('MAIN');
    expect(vendorWallets(balance(0)).map((w) => w.walletCode)).toEqual(['PG', 'IMES']);
  });

  it('takes the source balance from the main wallet going in and the vendor coming out', () => {
    expect(sourceBalance(balance(20), 'toVendor', 'PG')).toBe(1_000);
    expect(sourceBalance(balance(20), 'toMain', 'PG')).toBe(20);
    expect(sourceBalance(balance(20), 'toMain', 'NOPE')).toBe(0);
  });

  it('puts MAIN on the right side of the request, amount in currency units', () => {
    expect(transferRequest('toVendor', 'PG', 12_345, 'req-12345678')).toEqual({
      mode: 'transfer',
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 123.45,
      requestId: 'req-12345678',
    });
    expect(transferRequest('toMain', 'PG', 100, 'req-12345678')).toMatchObject({
      fromWallet: 'PG',
      toWallet: 'MAIN',
      amount: 1,
    });
  });

  it('offers the recall only when an open vendor wallet holds money', () => {
    expect(canRecallAll(balance(20))).toBe(true);
    expect(canRecallAll(balance(0))).toBe(true); // IMES holds 50 and is open
    expect(canRecallAll(balance(0, 'maintenance'))).toBe(false);
  });
});

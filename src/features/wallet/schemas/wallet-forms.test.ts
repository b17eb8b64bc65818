import { describe, expect, it } from 'vitest';
import { depositSchema, receiptSchema, transferSchema } from './wallet-forms';

const messages = { amount: (problem: string) => `amount:${problem}`, required: 'required' };
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`) ?? [];

describe('wallet form schemas', () => {
  it('a transfer may not move more than its source wallet holds', () => {
    const schema = transferSchema(
      {
        sumBalance: 70,
        currency: 'PHP',
        currencySymbol: 'P',
        wallets: [
          { walletCode: 'MAIN', walletType: 'main', name: 'Main', balance: 50, status: 'normal' },
          { walletCode: 'PG', walletType: 'vendor', name: 'PG', balance: 20, status: 'normal' },
        ],
      },
      messages,
    );
    expect(schema.safeParse({ vendor: 'PG', direction: 'toVendor', amount: '50' }).success).toBe(
      true,
    );
    expect(
      issues(schema.safeParse({ vendor: 'PG', direction: 'toMain', amount: '20.01' })),
    ).toEqual(['amount amount:available']);
    expect(issues(schema.safeParse({ vendor: '', direction: 'toVendor', amount: '1' }))).toEqual([
      'vendor required',
    ]);
  });

  it('a deposit keeps to its channel: bounds, payer name and reference where asked', () => {
    const channel = (channelId: string, needs: boolean) => ({
      channelId,
      name: channelId,
      type: 'bankTransfer' as const,
      minAmount: 50,
      maxAmount: 20_000,
      status: 'normal' as const,
      requiresPayerName: needs,
      requiresReference: needs,
    });
    const schema = depositSchema([channel('gcash', false), channel('bank', true)], messages);
    const values = { channelId: 'gcash', amount: '100', payerName: '', reference: '' };
    expect(schema.safeParse(values).success).toBe(true);
    expect(issues(schema.safeParse({ ...values, channelId: 'bank' }))).toEqual([
      'payerName required',
      'reference required',
    ]);
    expect(issues(schema.safeParse({ ...values, amount: '20000.01' }))).toEqual([
      'amount amount:max',
    ]);
  });

  it('a receipt checks the amount received only when it is partial', () => {
    const schema = receiptSchema({ max: 299.99 }, messages);
    expect(schema.safeParse({ result: 'received', amountReceived: '' }).success).toBe(true);
    expect(issues(schema.safeParse({ result: 'partlyReceived', amountReceived: '300' }))).toEqual([
      'amountReceived amount:max',
    ]);
  });
});

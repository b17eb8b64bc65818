import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import {
  convertSchema,
  redeemSchema,
  startQuantity,
  type PointsFormMessages,
} from './points-forms';

type PointsGoods = components['schemas']['PointsGoods'];

const messages: PointsFormMessages = {
  quantity: (problem, limits) => `quantity ${problem} ${limits.min}-${limits.max}`,
  points: (problem, limits) => `points ${problem} ${limits.min}-${limits.max}`,
  insufficient: (cost) => `needs ${cost}`,
  account: (type) => `account ${type ?? 'none'}`,
  address: 'address',
  required: 'required',
};

const bonus: PointsGoods = {
  goodsId: 'G1001',
  name: 'Bonus 100',
  type: 'bonus',
  points: 10_000,
  unit: 'pcs',
  stock: 3,
  needReceivingAddress: false,
  needPaymentAccount: true,
  paymentAccountType: 'zalo',
};
const cap: PointsGoods = {
  ...bonus,
  goodsId: 'G2002',
  type: 'physical',
  points: 2_500,
  needPaymentAccount: false,
  needReceivingAddress: true,
};
delete cap.paymentAccountType;

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('redeemSchema', () => {
  const filled = {
    quantity: '1',
    paymentAccount: '0901234567',
    receivingAddress: '',
    paymentPassword: '123456',
  };
  it('accepts a quantity in stock that the balance pays for, with the account the reward needs', () => {
    expect(redeemSchema(bonus, 20_000, messages).safeParse(filled).success).toBe(true);
  });
  it('refuses a quantity over the stock, a broken one, and one the balance cannot pay', () => {
    const schema = redeemSchema(bonus, 100_000, messages);
    expect(issues(schema.safeParse({ ...filled, quantity: '4' })).quantity).toBe(
      'quantity max 1-3',
    );
    expect(issues(schema.safeParse({ ...filled, quantity: '1.5' })).quantity).toBe(
      'quantity whole 1-3',
    );
    expect(issues(schema.safeParse({ ...filled, quantity: '0' })).quantity).toBe(
      'quantity min 1-3',
    );
    expect(
      issues(redeemSchema(bonus, 15_000, messages).safeParse({ ...filled, quantity: '2' }))
        .quantity,
    ).toBe('needs 20000');
  });
  it('asks for the payment account or the address only when the reward needs it', () => {
    expect(
      issues(redeemSchema(bonus, 20_000, messages).safeParse({ ...filled, paymentAccount: ' ' }))
        .paymentAccount,
    ).toBe('account zalo');
    const forCap = redeemSchema(cap, 20_000, messages);
    expect(issues(forCap.safeParse({ ...filled, paymentAccount: '' })).receivingAddress).toBe(
      'address',
    );
    expect(
      forCap.safeParse({ ...filled, paymentAccount: '', receivingAddress: '1 Demo Street' })
        .success,
    ).toBe(true);
  });
  it('needs the payment password', () => {
    expect(
      issues(redeemSchema(bonus, 20_000, messages).safeParse({ ...filled, paymentPassword: '' }))
        .paymentPassword,
    ).toBe('required');
  });
});

describe('startQuantity', () => {
  it('starts at 1, or 0 when sold out', () => {
    expect(startQuantity(bonus, 0)).toBe('1');
    expect(startQuantity({ ...bonus, stock: 0 }, 50_000)).toBe('0');
  });
});

describe('convertSchema', () => {
  const schema = convertSchema({ min: 1_000, max: 4_500 }, messages);
  it('takes whole points from the minimum to the balance', () => {
    expect(schema.safeParse({ points: '1000', paymentPassword: 'x' }).success).toBe(true);
    expect(issues(schema.safeParse({ points: '999', paymentPassword: 'x' })).points).toBe(
      'points min 1000-4500',
    );
    expect(issues(schema.safeParse({ points: '4501', paymentPassword: 'x' })).points).toBe(
      'points max 1000-4500',
    );
    expect(issues(schema.safeParse({ points: '', paymentPassword: '' }))).toEqual({
      points: 'points required 1000-4500',
      paymentPassword: 'required',
    });
  });
});

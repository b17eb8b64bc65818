import { z } from 'zod';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import {
  maxQuantity,
  redeemCost,
  wholeOfText,
  wholeProblem,
  type WholeProblem,
} from '../rules/points';

type PointsGoods = components['schemas']['PointsGoods'];

/** The forms' messages: a whole number's problem (with its limits), and the other fields'. */
export interface PointsFormMessages {
  quantity(problem: WholeProblem, limits: { min: number; max: number }): string;
  points(problem: WholeProblem, limits: { min: number; max: number }): string;
  insufficient(cost: number): string;
  /** The payment account a reward needs, by `paymentAccountType`. */
  account(type: PointsGoods['paymentAccountType']): string;
  address: string;
  required: string;
}

/**
 * Redeem dialog: a quantity of 1..stock that the balance pays for, the payment account and the
 * receiving address when the reward needs them, and the payment password.
 */
export function redeemSchema(goods: PointsGoods, balance: number, messages: PointsFormMessages) {
  const limits = { min: 1, max: Math.max(1, goods.stock) };
  return z
    .object({
      quantity: z.string(),
      paymentAccount: z.string(),
      receivingAddress: z.string(),
      paymentPassword: z.string().min(1, messages.required),
    })
    .superRefine((values, ctx) => {
      const problem = wholeProblem(values.quantity, limits);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: messages.quantity(problem, limits),
        });
      } else {
        const cost = redeemCost(goods.points, wholeOfText(values.quantity) ?? 0);
        if (cost > balance)
          ctx.addIssue({
            code: 'custom',
            path: ['quantity'],
            message: messages.insufficient(cost),
          });
      }
      if (goods.needPaymentAccount && values.paymentAccount.trim() === '')
        ctx.addIssue({
          code: 'custom',
          path: ['paymentAccount'],
          message: messages.account(goods.paymentAccountType),
        });
      if (goods.needReceivingAddress && values.receivingAddress.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['receivingAddress'], message: messages.address });
    });
}
export type RedeemValues = z.input<ReturnType<typeof redeemSchema>>;

/** The quantity a redeem form starts with: 1, or 0 when sold out (the button is disabled then). */
export function startQuantity(goods: PointsGoods, balance: number): string {
  return String(Math.min(1, maxQuantity(goods.stock, goods.points, balance)));
}

/** Convert form: whole points from `minConvertPoints` up to the balance, and the payment password. */
export function convertSchema(limits: { min: number; max: number }, messages: PointsFormMessages) {
  return z
    .object({ points: z.string(), paymentPassword: z.string().min(1, messages.required) })
    .superRefine((values, ctx) => {
      const problem = wholeProblem(values.points, limits);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: ['points'],
          message: messages.points(problem, limits),
        });
    });
}
export type ConvertValues = z.input<ReturnType<typeof convertSchema>>;

import { z } from 'zod';
import { requiredText } from '../../../lib/auth/field-rules';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { amountProblem, type AmountLimits, type AmountProblem } from '../rules/amounts';
import { sourceBalance } from '../rules/transfer';

/** The form's messages: the amount's by problem, and "required" for the other fields. */
export interface FormMessages {
  amount(problem: AmountProblem, limits: AmountLimits): string;
  required: string;
}

/** An amount typed as text, checked against the limits the server applies. */
export function amountField(limits: AmountLimits, messages: FormMessages) {
  return z.string().superRefine((text, ctx) => {
    const problem = amountProblem(text, limits);
    if (problem) ctx.addIssue({ code: 'custom', message: messages.amount(problem, limits) });
  });
}

/** Transfer page: a vendor wallet, a direction and an amount up to what the source wallet holds. */
export function transferSchema(
  balance: components['schemas']['WalletBalance'],
  messages: FormMessages,
) {
  return z
    .object({
      vendor: requiredText(messages.required),
      direction: z.enum(['toVendor', 'toMain']),
      amount: z.string(),
    })
    .superRefine((values, ctx) => {
      const limits = { available: sourceBalance(balance, values.direction, values.vendor) };
      const problem = amountProblem(values.amount, limits);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: messages.amount(problem, limits),
        });
    });
}
export type TransferValues = z.input<ReturnType<typeof transferSchema>>;

/**
 * Deposit page: the chosen channel's `minAmount`..`maxAmount`, and payer name and reference where
 * that channel needs them.
 */
export function depositSchema(
  channels: readonly components['schemas']['DepositChannel'][],
  messages: FormMessages,
) {
  return z
    .object({
      channelId: requiredText(messages.required),
      amount: z.string(),
      payerName: z.string(),
      reference: z.string(),
    })
    .superRefine((values, ctx) => {
      const channel = channels.find((c) => c.channelId === values.channelId);
      if (!channel) return;
      const limits = { min: channel.minAmount, max: channel.maxAmount };
      const problem = amountProblem(values.amount, limits);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: messages.amount(problem, limits),
        });
      const missing = (needed: boolean, text: string) => needed && text.trim() === '';
      if (missing(channel.requiresPayerName, values.payerName))
        ctx.addIssue({ code: 'custom', path: ['payerName'], message: messages.required });
      if (missing(channel.requiresReference, values.reference))
        ctx.addIssue({ code: 'custom', path: ['reference'], message: messages.required });
    });
}
export type DepositValues = z.input<ReturnType<typeof depositSchema>>;

/** Withdraw page: the merchant's bounds and the main wallet, the payee account, the payment password. */
export function withdrawSchema(limits: AmountLimits, messages: FormMessages) {
  return z.object({
    amount: amountField(limits, messages),
    bankName: requiredText(messages.required).pipe(z.string().max(64)),
    accountName: requiredText(messages.required).pipe(z.string().max(64)),
    accountNumber: requiredText(messages.required).pipe(z.string().max(34)),
    paymentPassword: requiredText(messages.required).pipe(z.string().max(64)),
  });
}
export type WithdrawValues = z.input<ReturnType<typeof withdrawSchema>>;

/** Receipt answer: the amount received only for a partial receipt, below the withdrawal amount. */
export function receiptSchema(limits: AmountLimits, messages: FormMessages) {
  return z.discriminatedUnion('result', [
    z.object({ result: z.literal('received'), amountReceived: z.string() }),
    z.object({ result: z.literal('notReceived'), amountReceived: z.string() }),
    z.object({
      result: z.literal('partlyReceived'),
      amountReceived: amountField(limits, messages),
    }),
  ]);
}
export type ReceiptValues = z.input<ReturnType<typeof receiptSchema>>;

import { z } from 'zod';

export interface UplineTransferMessages {
  amountRequired: string;
  amountInvalid: string;
  /** Said when the amount is above the main wallet's balance. */
  amountAboveBalance: string;
  paymentPasswordRequired: string;
}

/** Up to two decimals (the contract answers `amount_invalid` to more). */
const moneyPattern = /^\d+(\.\d{1,2})?$/;

/**
 * The transfer to the upline: an amount above 0 with at most 2 decimals and no more than the main
 * wallet holds (`maxAmount`), and the payment password the contract asks for.
 */
export function uplineTransferSchema(options: {
  maxAmount: number;
  messages: UplineTransferMessages;
}) {
  const { maxAmount, messages } = options;
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, messages.amountRequired)
      .refine((v) => v === '' || (moneyPattern.test(v) && Number(v) > 0), messages.amountInvalid)
      .refine((v) => !moneyPattern.test(v) || Number(v) <= maxAmount, messages.amountAboveBalance),
    paymentPassword: z.string().min(1, messages.paymentPasswordRequired),
  });
}

export type UplineTransferValues = z.input<ReturnType<typeof uplineTransferSchema>>;

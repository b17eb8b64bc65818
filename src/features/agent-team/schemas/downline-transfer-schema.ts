import { z } from 'zod';

export interface DownlineTransferMessages {
  amountRequired: string;
  /** Not a positive amount with at most 2 decimals. */
  amountInvalid: string;
  /** More than the agent's main wallet holds. */
  amountAboveBalance: string;
  paymentPasswordRequired: string;
}

/** Up to two decimals (the contract answers `amount_invalid` to more). */
const moneyPattern = /^\d+(\.\d{1,2})?$/;

/** The transfer's amount bounds: above 0, at most 2 decimals, no more than the main wallet. */
export function transferBounds(mainBalance: number): { min: number; max: number } {
  return { min: 0.01, max: Math.max(0, Math.floor(mainBalance * 100 + 1e-6) / 100) };
}

/**
 * A transfer to a downline: an amount within `transferBounds` of the agent's main wallet and the
 * payment password the contract asks for. The server checks both again.
 */
export function downlineTransferSchema(options: {
  mainBalance: number;
  messages: DownlineTransferMessages;
}) {
  const { messages } = options;
  const { max } = transferBounds(options.mainBalance);
  const valid = (v: string) => moneyPattern.test(v) && Number(v) > 0;
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, messages.amountRequired)
      .refine((v) => v === '' || valid(v), messages.amountInvalid)
      .refine((v) => !valid(v) || Number(v) <= max, messages.amountAboveBalance),
    paymentPassword: z.string().min(1, messages.paymentPasswordRequired),
  });
}

export type DownlineTransferValues = z.input<ReturnType<typeof downlineTransferSchema>>;

import { z } from 'zod';

export interface DepositLimitMessages {
  /** Not a number above 0. */
  invalid: string;
  /** More than 2 decimals. */
  decimals: string;
  /** Above the contract's 10,000,000. */
  tooHigh: string;
}

/** The contract's upper bound of a limit (`DepositLimitsChange`). */
export const maxDepositLimit = 10_000_000;

/**
 * One window's limit as typed: empty for none (null), else money above 0, at most 2 decimals and
 * at most 10,000,000 (the server's `amount_invalid` and `validation_error`, caught before sending).
 */
function limitField(messages: DepositLimitMessages) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const plain = text.replace(/,/g, '');
      if (!/^\d+(\.\d+)?$/.test(plain) || Number(plain) <= 0) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
        ctx.addIssue({ code: 'custom', message: messages.decimals });
        return z.NEVER;
      }
      const amount = Number(plain);
      if (amount > maxDepositLimit) {
        ctx.addIssue({ code: 'custom', message: messages.tooHigh });
        return z.NEVER;
      }
      return amount;
    });
}

/** The deposit-limits form: day, week and month, each optional. */
export function depositLimitsSchema(messages: DepositLimitMessages) {
  return z.object({
    day: limitField(messages),
    week: limitField(messages),
    month: limitField(messages),
  });
}

export type DepositLimitsValues = z.input<ReturnType<typeof depositLimitsSchema>>;
export type DepositLimitsBody = z.output<ReturnType<typeof depositLimitsSchema>>;

/** A limit as the form shows it: empty for none, else the amount as typed (no separators). */
export function limitText(limit: number | null): string {
  return limit === null ? '' : String(limit);
}

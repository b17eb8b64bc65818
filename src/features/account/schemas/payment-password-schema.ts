import { z } from 'zod';
import { requiredText, ruleSchema, type FieldRule } from '../../../lib/auth/field-rules';

export interface PaymentPasswordMessages {
  required: string;
  /** The text for a new payment password that breaks the rule (its hint). */
  rule(rule: FieldRule): string;
  mismatch: string;
}

/**
 * The payment-password form: the proof (the login password when none is set yet, else the current
 * payment password) required, the new one under the site's `paymentPassword` rule, and its
 * confirmation equal to it.
 */
export function paymentPasswordSchema(options: {
  rule: FieldRule;
  messages: PaymentPasswordMessages;
}) {
  const { messages, rule } = options;
  return z
    .object({
      proof: requiredText(messages.required),
      newPaymentPassword: ruleSchema(rule, {
        required: true,
        messages: { required: messages.required, invalid: messages.rule(rule) },
      }),
      confirmNewPaymentPassword: requiredText(messages.required),
    })
    .refine((v) => v.newPaymentPassword === v.confirmNewPaymentPassword, {
      path: ['confirmNewPaymentPassword'],
      message: messages.mismatch,
    });
}

export type PaymentPasswordValues = z.input<ReturnType<typeof paymentPasswordSchema>>;

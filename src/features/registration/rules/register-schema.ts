import { z } from 'zod';
import { requiredText, ruleSchema, type FieldRule } from '../../../lib/auth/field-rules';
import type { RegisterFieldSpec } from './register-fields';

export interface RegisterMessages {
  required: string;
  /** The text for a value that breaks its rule (the rule's hint). */
  rule(rule: FieldRule): string;
  mismatch: string;
  age: string;
  terms: string;
}

/**
 * The registration form's zod schema, built at runtime from the fields the validators gave (never
 * a copy of the rules): each text field under its own rule, the confirmation equal to the password,
 * the age confirmed and the terms agreed.
 */
export function registerSchema(fields: readonly RegisterFieldSpec[], messages: RegisterMessages) {
  const shape: Record<string, z.ZodType<string, string>> = {};
  for (const field of fields) {
    shape[field.name] =
      field.name === 'confirmPassword'
        ? requiredText(messages.required)
        : ruleSchema(field.rule, {
            required: field.required,
            messages: { required: messages.required, invalid: messages.rule(field.rule) },
          });
  }
  const confirms = fields.some((field) => field.name === 'confirmPassword');
  return z.object({
    fields: z
      .object(shape)
      .refine((values) => !confirms || values.password === values.confirmPassword, {
        path: ['confirmPassword'],
        message: messages.mismatch,
      }),
    ageConfirmed: z.boolean().refine((value) => value, { message: messages.age }),
    termsAgreed: z.boolean().refine((value) => value, { message: messages.terms }),
  });
}

export type RegisterFormValues = z.input<ReturnType<typeof registerSchema>>;

/** Empty values for the fields, the age unconfirmed and the terms agreed (section 4). */
export function registerDefaults(
  fields: readonly RegisterFieldSpec[],
  prefill: Partial<Record<string, string>> = {},
): RegisterFormValues {
  return {
    fields: Object.fromEntries(fields.map((field) => [field.name, prefill[field.name] ?? ''])),
    ageConfirmed: false,
    termsAgreed: true,
  };
}

import { z } from 'zod';
import { requiredText, ruleSchema, type FieldRule } from '../../../lib/auth/field-rules';

export interface PasswordMessages {
  required: string;
  /** The text for a value that breaks a rule (its hint). */
  rule(rule: FieldRule): string;
  mismatch: string;
  mobileRequired: string;
  mobileInvalid: string;
  smsCodeRequired: string;
}

const ruled = (rule: FieldRule, messages: PasswordMessages, required = messages.required) =>
  ruleSchema(rule, { required: true, messages: { required, invalid: messages.rule(rule) } });

/** Section 5: old password required; new password required plus the password rule; confirmation equal. */
export function changePasswordSchema(options: {
  passwordRule: FieldRule;
  messages: PasswordMessages;
}) {
  const { messages } = options;
  return z
    .object({
      oldPassword: requiredText(messages.required),
      newPassword: ruled(options.passwordRule, messages),
      confirmNewPassword: requiredText(messages.required),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      path: ['confirmNewPassword'],
      message: messages.mismatch,
    });
}

export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;

/** Section 5: forgot by email — the username rule and the email rule, both required. */
export function forgotByEmailSchema(options: {
  usernameRule: FieldRule;
  emailRule: FieldRule;
  messages: PasswordMessages;
}) {
  return z.object({
    username: ruled(options.usernameRule, options.messages),
    email: ruled(options.emailRule, options.messages),
  });
}

export type ForgotByEmailValues = z.input<ReturnType<typeof forgotByEmailSchema>>;

/** Section 5: forgot by phone — mobile required and in format, SMS code required, password rule. */
export function forgotByPhoneSchema(options: {
  mobileRule: FieldRule;
  passwordRule: FieldRule;
  messages: PasswordMessages;
}) {
  const { messages } = options;
  return z
    .object({
      mobileNum: ruleSchema(options.mobileRule, {
        required: true,
        messages: { required: messages.mobileRequired, invalid: messages.mobileInvalid },
      }),
      verificationCode: requiredText(messages.smsCodeRequired),
      newPassword: ruled(options.passwordRule, messages),
      confirmNewPassword: requiredText(messages.required),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      path: ['confirmNewPassword'],
      message: messages.mismatch,
    });
}

export type ForgotByPhoneValues = z.input<ReturnType<typeof forgotByPhoneSchema>>;

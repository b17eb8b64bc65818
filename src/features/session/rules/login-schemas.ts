import { z } from 'zod';
import { requiredText, ruleSchema, type FieldRule } from '../../../lib/auth/field-rules';

export interface LoginMessages {
  usernameRequired: string;
  passwordRequired: string;
  captchaRequired: string;
  mobileRequired: string;
  mobileInvalid: string;
  smsCodeRequired: string;
}

/** Section 5: username and password required and trimmed; the captcha required once shown. */
export function usernameLoginSchema(options: { captchaShown: boolean; messages: LoginMessages }) {
  const { messages } = options;
  return z.object({
    username: requiredText(messages.usernameRequired),
    password: requiredText(messages.passwordRequired),
    captcha: options.captchaShown ? requiredText(messages.captchaRequired) : z.string().trim(),
    remember: z.boolean(),
  });
}

export type UsernameLoginValues = z.input<ReturnType<typeof usernameLoginSchema>>;

/** Section 5: the mobile number required and in the site's mobile format; the SMS code required. */
export function smsLoginSchema(options: { mobileRule: FieldRule; messages: LoginMessages }) {
  const { messages } = options;
  return z.object({
    mobileNum: ruleSchema(options.mobileRule, {
      required: true,
      messages: { required: messages.mobileRequired, invalid: messages.mobileInvalid },
    }),
    code: requiredText(messages.smsCodeRequired),
    remember: z.boolean(),
  });
}

export type SmsLoginValues = z.input<ReturnType<typeof smsLoginSchema>>;

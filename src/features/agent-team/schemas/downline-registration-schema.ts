import { z } from 'zod';
import { requiredText, ruleSchema, type FieldRule } from '../../../lib/auth/field-rules';

/** What the new downline is: an agent (account type 1, with a team of its own) or a player (0). */
export const downlineKinds = ['player', 'agent'] as const;
export type DownlineKind = (typeof downlineKinds)[number];

/** The account type the contract's `DownlineRegistration.type` takes for a kind. */
export const typeOfKind = { player: 0, agent: 1 } as const satisfies Record<DownlineKind, number>;

/** The contract's limit on a nickname (`DownlineRegistration.nickname`). */
export const nicknameMaxLength = 32;

export interface DownlineRegistrationMessages {
  required: string;
  /** The text for a value that breaks a rule (its hint). */
  rule(rule: FieldRule): string;
  mismatch: string;
  nicknameTooLong: string;
}

/**
 * Registering a downline: the username and the password follow the site's registration rules (the
 * server's validators, the same as the registration dialog's), the confirmation equals the
 * password, the nickname is optional, the kind is agent or player.
 */
export function downlineRegistrationSchema(options: {
  usernameRule: FieldRule;
  passwordRule: FieldRule;
  messages: DownlineRegistrationMessages;
}) {
  const { messages } = options;
  const ruled = (rule: FieldRule) =>
    ruleSchema(rule, {
      required: true,
      messages: { required: messages.required, invalid: messages.rule(rule) },
    });
  return z
    .object({
      kind: z.enum(downlineKinds),
      username: ruled(options.usernameRule),
      password: ruled(options.passwordRule),
      confirmPassword: requiredText(messages.required),
      nickname: z.string().trim().max(nicknameMaxLength, messages.nicknameTooLong),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: messages.mismatch,
    });
}

export type DownlineRegistrationValues = z.input<ReturnType<typeof downlineRegistrationSchema>>;
export type DownlineRegistrationOutput = z.output<ReturnType<typeof downlineRegistrationSchema>>;

/** The request body of `registerDownline` for the form's values. */
export function registrationBody(values: DownlineRegistrationOutput) {
  return {
    username: values.username,
    password: values.password,
    confirmPassword: values.confirmPassword,
    type: typeOfKind[values.kind],
    ...(values.nickname ? { nickname: values.nickname } : {}),
  };
}

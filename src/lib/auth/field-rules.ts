import { z } from 'zod';
import type { components } from '../../../openapi/runtime/generated/openapi';

export type RegisterValidator = components['schemas']['RegisterValidator'];
export type RegisterValidators = components['schemas']['RegisterValidators'];
export type PatternId = RegisterValidator['patternId'];

/** What a field check needs from a server validator (or from a rule derived from one). */
export type FieldRule = Pick<
  RegisterValidator,
  'minLength' | 'maxLength' | 'patternId' | 'acceptedPattern'
>;

const anything = /^.*$/u;

/**
 * The server's accepted pattern as a RegExp that must match the whole value (section 5: `*` means
 * any value). A pattern the browser cannot compile checks nothing rather than breaking the form:
 * the server still applies it.
 */
export function acceptedRegex(pattern: string): RegExp {
  if (pattern === '*') return anything;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return anything;
  }
}

/**
 * A hint text of section 5 for a rule: `(min)` and `(max)` become its lengths, and `(min)-(max)`
 * one number when both are equal (`6 digits`, not `6-6 digits`).
 */
export function fillRange(
  template: string,
  rule: Pick<FieldRule, 'minLength' | 'maxLength'>,
): string {
  const min = String(rule.minLength);
  const max = String(rule.maxLength);
  const text =
    rule.minLength === rule.maxLength ? template.replaceAll('(min)-(max)', min) : template;
  return text.replaceAll('(min)', min).replaceAll('(max)', max);
}

/** Whether a (trimmed, non-empty) value satisfies a rule's lengths and pattern. */
export function satisfiesRule(value: string, rule: FieldRule): boolean {
  return (
    value.length >= rule.minLength &&
    value.length <= rule.maxLength &&
    acceptedRegex(rule.acceptedPattern).test(value)
  );
}

export interface RuleMessages {
  /** Shown when a required field is empty. */
  required: string;
  /** Shown when the value breaks the length or the pattern (usually the hint text). */
  invalid: string;
}

/**
 * The zod schema of one text field, built at runtime from the server's rule: the value is trimmed,
 * an empty value fails only when `required`, anything else must fit the lengths and the pattern.
 */
export function ruleSchema(
  rule: FieldRule,
  options: { required: boolean; messages: RuleMessages },
) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: options.messages.required });
        return;
      }
      if (!satisfiesRule(value, rule))
        ctx.addIssue({ code: 'custom', message: options.messages.invalid });
    });
}

/** A required, trimmed text with no other rule (login fields, SMS codes). */
export function requiredText(message: string) {
  return z.string().trim().min(1, { message });
}

/**
 * The contract's outer limits, used while the site's validators are not available (they only ever
 * narrow these). The server checks the real rule either way.
 */
export const fallbackRules = {
  username: { minLength: 1, maxLength: 64, patternId: 'any', acceptedPattern: '*' },
  password: { minLength: 1, maxLength: 64, patternId: 'any', acceptedPattern: '*' },
  paymentPassword: { minLength: 1, maxLength: 64, patternId: 'any', acceptedPattern: '*' },
  mobileNum: { minLength: 5, maxLength: 15, patternId: 'digits', acceptedPattern: '^[0-9]+$' },
  email: {
    minLength: 3,
    maxLength: 254,
    patternId: 'email',
    acceptedPattern: '^[^@\\s]+@[^@\\s]+$',
  },
} as const satisfies Record<string, FieldRule>;

/** The site's rule for a field, else the contract's outer limit. */
export function ruleOf(
  validators: RegisterValidators | null,
  name: keyof typeof fallbackRules,
): FieldRule {
  return validators?.[name] ?? fallbackRules[name];
}

/** Section 5: the verification-code field uses the mobile rule's pattern, length 0 to 255. */
export function verificationCodeRule(validators: RegisterValidators | null): FieldRule {
  const mobile = ruleOf(validators, 'mobileNum');
  return {
    minLength: 0,
    maxLength: 255,
    patternId: mobile.patternId,
    acceptedPattern: mobile.acceptedPattern,
  };
}

/** Every pattern id of the contract, in its order (for hint texts and their tests). */
export const patternIds = [
  'any',
  'letter_first_alphanumeric',
  'chinese_digits',
  'email',
  'alphanumeric',
  'letters_and_digits',
  'digits',
  'alphanumeric_one_upper',
  'english_letters_spaces',
  'no_spaces',
  'chinese_punctuation',
  'letters_spaces',
  'korean',
  'thai',
  'thai_english_spaces',
  'uppercase_spaces',
  'letters_digits_symbols',
  'upper_lower_digit_symbol',
  'date_yyyy_mm_dd',
  'date_mm_dd_yyyy',
] as const satisfies readonly PatternId[];

// Compile-time check that `patternIds` lists every pattern id of the contract.
type MissingPatternId = Exclude<PatternId, (typeof patternIds)[number]>;
export const everyPatternIdListed: [MissingPatternId] extends [never] ? true : false = true;

/**
 * The translation key of a pattern's hint text. The pattern messages of section 5 live in the
 * registration texts (`locales/<lang>/on-demand/registration.json`, `pattern.<patternId>`); every form that
 * shows a rule (registration, password change and reset) uses them from there.
 */
export function patternMessageKey(patternId: PatternId): string {
  return `registration.pattern.${patternId}`;
}

/** The form field a server refusal blames: `body.username` -> `username` (null when none). */
export function refusedFieldName(field: string | undefined): string | null {
  const match = /^(?:body|query)\.([A-Za-z]+)$/.exec(field ?? '');
  return match?.[1] ?? null;
}

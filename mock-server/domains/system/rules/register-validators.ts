import type { Schemas } from '../../../core/handler-types';

export type RegisterValidators = Schemas['RegisterValidators'];
export type RegisterValidator = Schemas['RegisterValidator'];
export type RegisterField = keyof RegisterValidators;

const letterDigit = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$';

/**
 * The registration rules the sandbox publishes (`getRegisterValidators`, `getPermission`) and
 * enforces (`register`, `registerMobile`, `registerDownline`): one source for both.
 */
export function defaultRegisterValidators(): RegisterValidators {
  const rule = (
    enabled: boolean,
    required: boolean,
    minLength: number,
    maxLength: number,
    patternId: RegisterValidator['patternId'],
    acceptedPattern: string,
  ): RegisterValidator => ({ enabled, required, minLength, maxLength, patternId, acceptedPattern });
  return {
    username: rule(true, true, 6, 16, 'letter_first_alphanumeric', '^[a-zA-Z][a-zA-Z0-9]*$'),
    password: rule(true, true, 6, 20, 'letters_and_digits', letterDigit),
    confirmPassword: rule(true, true, 6, 20, 'letters_and_digits', letterDigit),
    payeeName: rule(true, false, 2, 50, 'english_letters_spaces', '^[A-Za-z ]+$'),
    email: rule(true, false, 5, 254, 'email', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
    qqNum: rule(false, false, 5, 12, 'digits', '^[0-9]+$'),
    mobileNum: rule(true, true, 10, 11, 'digits', '^[0-9]+$'),
    line: rule(false, false, 1, 64, 'any', '*'),
    whatsapp: rule(true, false, 5, 20, 'digits', '^[0-9]+$'),
    facebook: rule(false, false, 1, 128, 'any', '*'),
    wechat: rule(false, false, 1, 64, 'no_spaces', '^\\S+$'),
    idNumber: rule(false, false, 6, 32, 'alphanumeric', '^[A-Za-z0-9]+$'),
    affiliateCode: rule(true, false, 4, 16, 'alphanumeric', '^[A-Za-z0-9]+$'),
    paymentPassword: rule(false, false, 6, 6, 'digits', '^[0-9]+$'),
    captcha: rule(false, false, 4, 4, 'alphanumeric', '^[A-Za-z0-9]+$'),
    verificationCode: rule(true, true, 0, 255, 'digits', '^[0-9]+$'),
  } as RegisterValidators;
}

/** The server's accepted pattern as a RegExp (`*` means anything, section 5). */
export function acceptedRegex(pattern: string): RegExp {
  return new RegExp(pattern === '*' ? '^.*$' : pattern, 'u');
}

export type FieldProblem = 'required' | 'tooShort' | 'tooLong' | 'pattern';

/**
 * Checks one field against its published rule. `undefined`/'' count as empty. Disabled fields are
 * not checked (the form does not show them).
 */
export function checkRegisterField(
  rule: RegisterValidator | undefined,
  value: string | undefined | null,
): FieldProblem | null {
  if (!rule || !rule.enabled) return null;
  const text = value ?? '';
  if (text === '') return rule.required ? 'required' : null;
  if (text.length < rule.minLength) return 'tooShort';
  if (text.length > rule.maxLength) return 'tooLong';
  if (!acceptedRegex(rule.acceptedPattern).test(text)) return 'pattern';
  return null;
}

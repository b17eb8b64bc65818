import type { FieldProblem, RegisterValidator } from '../../system/rules/register-validators';

/** The pattern messages of section 5, keyed by `patternId` (the portal has translated ones). */
const patternText: Record<RegisterValidator['patternId'], string> = {
  any: 'any characters',
  letter_first_alphanumeric: 'a letter first, then letters and digits',
  chinese_digits: 'Chinese characters and digits',
  email: 'an email address',
  alphanumeric: 'letters and digits, no special characters',
  letters_and_digits: 'letters and digits, at least one of each',
  digits: 'digits only',
  alphanumeric_one_upper: 'letters and digits with at least one capital letter',
  english_letters_spaces: 'English letters and spaces',
  no_spaces: 'anything but spaces',
  chinese_punctuation: 'Chinese characters and punctuation',
  letters_spaces: 'letters and spaces',
  korean: 'Korean characters only',
  thai: 'Thai characters only',
  thai_english_spaces: 'Thai or English letters and spaces',
  uppercase_spaces: 'uppercase letters and spaces, at least one letter',
  letters_digits_symbols: 'letters, digits and symbols',
  upper_lower_digit_symbol:
    'at least one uppercase letter, one lowercase letter, one digit and one special symbol',
  date_yyyy_mm_dd: 'a date as yyyy-MM-dd',
  date_mm_dd_yyyy: 'a date as MM-dd-yyyy',
};

/** "6-16" or "6" when both bounds are equal, as the portal's hint shows it. */
function lengthText(rule: RegisterValidator): string {
  return rule.minLength === rule.maxLength
    ? String(rule.minLength)
    : `${rule.minLength}-${rule.maxLength}`;
}

/** The server's message for a field that breaks its published rule. */
export function fieldRuleMessage(
  label: string,
  rule: RegisterValidator,
  problem: FieldProblem,
): string {
  if (problem === 'required') return `${label} is required`;
  return `${label} must be ${lengthText(rule)} characters of ${patternText[rule.patternId]}`;
}

/**
 * Amounts as the player types them: digits with at most 2 decimals (section 9), thousands
 * separators allowed. Arithmetic is in whole cents so 0.1 + 0.2 never shows up on screen.
 */
export function centsOfText(text: string): number | null {
  const plain = text.trim().replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

export interface AmountLimits {
  /** Smallest accepted amount (currency units), when there is one. */
  min?: number | undefined;
  /** Largest accepted amount, when there is one. */
  max?: number | undefined;
  /** What the source wallet holds: more than this cannot move. */
  available?: number | undefined;
}

export type AmountProblem = 'required' | 'format' | 'positive' | 'min' | 'max' | 'available';

/** Why a typed amount cannot be sent, or null: the checks the server makes, made first. */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | null {
  if (text.trim() === '') return 'required';
  const cents = centsOfText(text);
  if (cents === null) return 'format';
  if (cents <= 0) return 'positive';
  if (limits.min !== undefined && cents < toCents(limits.min)) return 'min';
  if (limits.max !== undefined && cents > toCents(limits.max)) return 'max';
  if (limits.available !== undefined && cents > toCents(limits.available)) return 'available';
  return null;
}

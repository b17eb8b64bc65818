import { toCents } from '../../../core/money';

/**
 * A money amount from the API as whole cents, or null when it is not positive or has more than 2
 * decimals (`toCents(x) / 100 === x` fails for 10.005 or 0.1 + 0.2, which the API must refuse
 * rather than round).
 */
export function centsOf(amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const cents = toCents(amount);
  return cents > 0 && cents / 100 === amount ? cents : null;
}

/** Masks an account number except its last 4 characters, keeping its length. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNumber.length - visible.length))}${visible}`;
}

/** Money with 2 decimals for messages ("100.00"). */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

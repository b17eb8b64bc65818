import type { MemberRecord } from '../../../db/core-records';

/** An amount in whole cents, or null when it has more than 2 decimals or is not positive (400 `amount_invalid`). */
export function amountToCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents <= 0) return null;
  return Math.abs(amount * 100 - cents) < 1e-6 ? cents : null;
}

/** Frozen accounts may log in but not move money; disabled ones cannot do anything. */
export function canMoveMoney(member: Pick<MemberRecord, 'status'>): boolean {
  return member.status === 'normal';
}

import type { Db } from '../../../db/create-db';
import { inRange, resolveDayRange } from '../../../core/date-range';
import { isFailure } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { BonusRecord, BonusType } from '../records';

export interface BonusFilter {
  startDate?: string;
  endDate?: string;
  bonusType?: BonusType;
}

/** Days before `endDate` that `startDate` defaults to ("7 days ago"). */
export const defaultBonusDays = 7;

/**
 * The member's bonuses in the filter, newest first, and their total in cents. Days are whole UTC
 * days (the mock's business time zone), both ends included.
 */
export function bonusesInFilter(
  db: Db,
  memberId: number,
  filter: BonusFilter,
  now: Date,
): { bonuses: BonusRecord[]; totalCents: number } | Failure {
  const range = resolveDayRange(filter, now.getTime(), {
    maxDays: Number.POSITIVE_INFINITY,
    defaultDays: defaultBonusDays + 1,
    reversedField: 'query.startDate',
  });
  if (isFailure(range)) return range;
  const bonuses = db
    .bonusDetailsOfMember(memberId)
    .filter(
      (b) => inRange(range, b.time) && (!filter.bonusType || b.bonusType === filter.bonusType),
    )
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
  return { bonuses, totalCents: bonuses.reduce((sum, b) => sum + b.amountCents, 0) };
}

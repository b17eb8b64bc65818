import type { Db } from '../../../db/create-db';
import { refusals } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';

import { addDays, isoDay, startOfUtcDay } from './calendar';
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
  const endDate = filter.endDate ?? isoDay(now);
  const startDate =
    filter.startDate ?? isoDay(addDays(new Date(`${endDate}T00:00:00Z`), -defaultBonusDays));
  if (startDate > endDate)
    return refusals.invalid('query.startDate', 'startDate must not be after endDate');
  const from = Date.parse(`${startDate}T00:00:00Z`);
  const until = addDays(startOfUtcDay(new Date(`${endDate}T00:00:00Z`)), 1).getTime();
  const bonuses = db
    .bonusDetailsOfMember(memberId)
    .filter((b) => {
      const time = Date.parse(b.time);
      return (
        time >= from && time < until && (!filter.bonusType || b.bonusType === filter.bonusType)
      );
    })
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
  return { bonuses, totalCents: bonuses.reduce((sum, b) => sum + b.amountCents, 0) };
}

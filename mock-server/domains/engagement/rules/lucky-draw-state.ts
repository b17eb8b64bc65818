import type { MockBackend } from '../../../core/backend';
import { inRange, resolveDayRange } from '../../../core/date-range';
import { isFailure } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import type { Db } from '../../../db/create-db';
import type { LuckyDrawClaimRecord } from '../records';
import { drawEligibility, type DrawEligibility } from './lucky-draw-eligibility';
import { drawPeriodAt, type DrawPeriod } from './lucky-draw-period';
import type { DrawGame } from './lucky-draw-prizes';

/** A draw for the member at the mock's now: the period and the eligibility in it. */
export function luckyDrawStateOf(
  backend: MockBackend,
  member: MemberRecord,
  game: DrawGame,
): { period: DrawPeriod; eligibility: DrawEligibility } {
  const { db, clock } = backend;
  const period = drawPeriodAt(clock.nowMs());
  const eligibility = drawEligibility(
    game,
    member,
    period,
    db.luckyDrawClaimsOfMember(member.id),
    db.betsOf(member.id),
  );
  return { period, eligibility };
}

/** The member's claims on the filter's UTC days (default: the last 7 days), newest first. */
export function luckyDrawsInFilter(
  db: Db,
  memberId: number,
  filter: { game?: DrawGame; startDate?: string; endDate?: string },
  nowMs: number,
): LuckyDrawClaimRecord[] | Failure {
  const range = resolveDayRange(filter, nowMs, {
    maxDays: Number.POSITIVE_INFINITY,
    defaultDays: 8,
    reversedField: 'query.startDate',
  });
  if (isFailure(range)) return range;
  return db
    .luckyDrawClaimsOfMember(memberId)
    .filter((c) => inRange(range, c.time) && (!filter.game || c.game === filter.game))
    .sort((a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id));
}

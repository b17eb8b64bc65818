import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { reportMembers, type TeamMember } from './team';
import { resolveDayRange, type DayRange } from '../../../core/date-range';

/** Shared input handling of the team reports: the date range and the members covered. */

export const notInTree = (field: string): Failure =>
  fail(404, 'not_found', 'no such downline', { field });

/** A team report covers at most 366 days (the income report has one row per day). */
export const teamReportLimits = { maxDays: 366 };

export function dayRangeOf(
  query: { startDate?: string; endDate?: string },
  nowMs: number,
): DayRange | Failure {
  return resolveDayRange(query, nowMs, teamReportLimits);
}

export function membersOf(
  db: Db,
  agent: MemberRecord,
  query: { account?: string; depth?: number },
): TeamMember[] | Failure {
  return reportMembers(db, agent, query) ?? notInTree('query.account');
}

/** Newest first, by time then id. */
export const newestFirst = (a: { time: string; id: string }, b: { time: string; id: string }) =>
  a.time === b.time ? (a.id < b.id ? 1 : -1) : a.time < b.time ? 1 : -1;

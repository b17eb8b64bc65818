import type { Db } from '../../../db/create-db';
import type { Schemas } from '../../../core/handler-types';
import { trialAccountType } from '../../../core/members';
import { isoSeconds, lastSecondBefore } from './calendar';
import { missionState, missionsInOrder } from './mission-progress';
import { activityWeek } from './missions';

type Entry = Schemas['MissionLeaderboardEntry'];

/** Prizes of ranks 1 to 10 (currency); lower ranks win nothing. */
export const leaderboardPrizes = [888, 388, 188, 88, 58, 38, 38, 38, 38, 38];

/** Valid bet (in cents) worth one leaderboard point: 1 point per 100.00. */
export const centsPerPoint = 10_000;

/** `demoplayer` -> `de***er`; short names keep less. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  if (account.length <= 4) return `${account.slice(0, 1)}***${account.slice(-1)}`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/**
 * A member's score in the activity week, from their bets and missions only (deterministic):
 * 1 point per 100.00 of settled valid bet placed in the week, plus each mission's `scorePoints`
 * when it is completed (claimable now, or claimed during the week).
 */
export function memberScore(db: Db, memberId: number, now: Date): number {
  const week = activityWeek(now);
  const inWeek = (iso: string) =>
    Date.parse(iso) >= week.start.getTime() && Date.parse(iso) < week.end.getTime();
  const validCents = db
    .betsOf(memberId)
    .filter((b) => b.status === 'settled' && inWeek(b.betTime))
    .reduce((sum, b) => sum + b.validBetCents, 0);
  let score = Math.floor(validCents / centsPerPoint);
  const claimedInWeek = new Set(
    db
      .missionClaimsOfMember(memberId)
      .filter((c) => inWeek(c.claimTime))
      .map((c) => c.missionId),
  );
  for (const mission of missionsInOrder(db)) {
    if (
      claimedInWeek.has(mission.id) ||
      missionState(db, mission, memberId, now).status === 'claim'
    )
      score += mission.scorePoints;
  }
  return score;
}

/** Members who could have a score: a bet, mission progress or a mission claim. */
function candidates(db: Db): Set<number> {
  const ids = new Set<number>();
  for (const bet of db.bets.all()) ids.add(bet.memberId);
  for (const progress of db.missionProgress.all()) ids.add(progress.memberId);
  for (const claim of db.missionClaims.all()) ids.add(claim.memberId);
  return ids;
}

export interface Leaderboard {
  startTime: string;
  endTime: string;
  updateTime: string;
  list: Entry[];
  self: Entry | null;
}

/**
 * The ranking of the activity week: scores above 0, highest first, ties by account name (so the
 * order is stable); trial accounts are not ranked. Other players are masked; `self` is not.
 */
export function missionLeaderboard(db: Db, selfId: number, count: number, now: Date): Leaderboard {
  const rows: { memberId: number; account: string; score: number }[] = [];
  for (const memberId of candidates(db)) {
    const member = db.members.get(memberId);
    if (!member || member.type === trialAccountType) continue;
    const score = memberScore(db, memberId, now);
    if (score > 0) rows.push({ memberId, account: member.account, score });
  }
  rows.sort((a, b) => b.score - a.score || a.account.localeCompare(b.account));
  const entry = (row: (typeof rows)[number], rank: number, masked: boolean): Entry => ({
    rank,
    player: masked ? maskAccount(row.account) : row.account,
    score: row.score,
    prize: leaderboardPrizes[rank - 1] ?? null,
  });
  const selfIndex = rows.findIndex((r) => r.memberId === selfId);
  const selfRow = rows[selfIndex];
  const week = activityWeek(now);
  return {
    startTime: isoSeconds(week.start),
    endTime: lastSecondBefore(week.end),
    updateTime: isoSeconds(now),
    list: rows.slice(0, count).map((row, i) => entry(row, i + 1, true)),
    self: selfRow ? entry(selfRow, selfIndex + 1, false) : null,
  };
}

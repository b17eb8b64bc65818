import type { Db } from '../../../db/create-db';
import type { BetRecord } from '../../../db/core-records';
import type { Schemas } from '../../../core/handler-types';
import { fromCents, toCents } from '../../../core/money';
import { addDays, isoDay, startOfUtcDay, startOfUtcWeek } from './calendar';
import type { MissionClaimRecord, MissionRecord } from '../records';

type ActivityStatus = Schemas['ActivityStatus'];

/** The span a mission's progress counts in: today, this week (Monday to Sunday, UTC) or its whole run. */
export interface MissionWindow {
  /** `D2026-11-22`, `W2026-11-16` (the Monday) or `O` for a mission that runs once. */
  key: string;
  start: Date;
  /** Exclusive; null for a once-mission without an end. */
  end: Date | null;
}

export function missionWindow(mission: MissionRecord, now: Date): MissionWindow {
  if (mission.period === 'daily') {
    const start = startOfUtcDay(now);
    return { key: `D${isoDay(start)}`, start, end: addDays(start, 1) };
  }
  if (mission.period === 'weekly') {
    const start = startOfUtcWeek(now);
    return { key: `W${isoDay(start)}`, start, end: addDays(start, 7) };
  }
  return {
    key: 'O',
    start: new Date(mission.startTime),
    end: mission.endTime ? new Date(Date.parse(mission.endTime) + 1000) : null,
  };
}

const claimId = (memberId: number, missionId: number, key: string) =>
  `${memberId}:${missionId}:${key}`;

export function missionClaimOf(
  db: Db,
  memberId: number,
  mission: MissionRecord,
  window: MissionWindow,
): MissionClaimRecord | undefined {
  return db.missionClaims.get(claimId(memberId, mission.id, window.key));
}

function countsFor(mission: MissionRecord, window: MissionWindow, bet: BetRecord): boolean {
  if (bet.status !== 'settled') return false;
  if (mission.gameType && bet.gameType !== mission.gameType) return false;
  const time = Date.parse(bet.betTime);
  return time >= window.start.getTime() && (window.end === null || time < window.end.getTime());
}

/**
 * Progress in API units, capped at the target: settled valid bet (currency) or settled bets
 * placed in the window for bet missions; the operator-tracked count for `manual` missions.
 */
export function missionProgress(
  db: Db,
  mission: MissionRecord,
  memberId: number,
  window: MissionWindow,
): number {
  let progress: number;
  if (mission.metric === 'manual') {
    progress = db.missionProgress.get(claimId(memberId, mission.id, window.key))?.progress ?? 0;
  } else {
    const bets = db.betsOf(memberId).filter((b) => countsFor(mission, window, b));
    progress =
      mission.metric === 'betCount'
        ? bets.length
        : fromCents(bets.reduce((sum, b) => sum + b.validBetCents, 0));
  }
  return Math.min(progress, mission.target);
}

const reached = (mission: MissionRecord, progress: number) =>
  mission.metric === 'validBet'
    ? toCents(progress) >= toCents(mission.target)
    : progress >= mission.target;

export interface MissionState {
  mission: MissionRecord;
  window: MissionWindow;
  progress: number;
  status: ActivityStatus;
  claim: MissionClaimRecord | undefined;
}

/**
 * A mission's status for the member, first match wins: not started `coming`; claimed in this
 * window `claimed`; a once-mission past its end `close`; target reached `claim`; else `process`.
 * Daily and weekly missions start over in every new window.
 */
export function missionState(
  db: Db,
  mission: MissionRecord,
  memberId: number,
  now: Date,
): MissionState {
  const window = missionWindow(mission, now);
  const progress = missionProgress(db, mission, memberId, window);
  const claim = missionClaimOf(db, memberId, mission, window);
  let status: ActivityStatus;
  if (now.getTime() < Date.parse(mission.startTime)) status = 'coming';
  else if (claim) status = 'claimed';
  else if (
    mission.period === 'once' &&
    window.end !== null &&
    now.getTime() >= window.end.getTime()
  )
    status = 'close';
  else if (reached(mission, progress)) status = 'claim';
  else status = 'process';
  return { mission, window, progress, status, claim };
}

export function missionsInOrder(db: Db): MissionRecord[] {
  return db.missions.all().sort((a, b) => a.id - b.id);
}

export { claimId as missionRecordId };

import type { Db } from '../../../db/create-db';
import type { ContentLanguage } from '../../../seed/content/content-catalogue';
import type { MemberRecord } from '../../../db/core-records';
import { fail, refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import { fromCents } from '../../../core/money';
import { addDays, startOfUtcWeek } from './calendar';
import { creditBonus } from './credit-bonus';
import { missionView } from '../presenters';
import {
  missionRecordId,
  missionState,
  missionsInOrder,
  type MissionState,
} from './mission-progress';

/** The current mission activity: this week, Monday 00:00 to Sunday 23:59:59 UTC. */
export function activityWeek(now: Date): { start: Date; end: Date } {
  const start = startOfUtcWeek(now);
  return { start, end: addDays(start, 7) };
}

export function missionSummary(
  db: Db,
  memberId: number,
  now: Date,
  language: ContentLanguage = 'EN',
): Schemas['MissionSummary'] {
  const states = missionsInOrder(db).map((m) => missionState(db, m, memberId, now));
  const week = activityWeek(now);
  const claimedCents = db
    .missionClaimsOfMember(memberId)
    .filter(
      (c) =>
        Date.parse(c.claimTime) >= week.start.getTime() &&
        Date.parse(c.claimTime) < week.end.getTime(),
    )
    .reduce((sum, c) => sum + c.amountCents, 0);
  return {
    claimableCount: states.filter((s) => s.status === 'claim').length,
    claimedAmount: fromCents(claimedCents),
    missions: states.map((state) => missionView(state, language)),
  };
}

/**
 * Claims a completed mission once per window: the reward enters MAIN as a bonus (reference
 * `MISSION-<member>-<mission>-<window>`) and the claim is recorded, so the status turns `claimed`.
 */
export async function claimMissionFor(
  db: Db,
  member: MemberRecord,
  missionId: number,
  now: Date,
): Promise<MissionState | Failure> {
  const mission = db.missions.get(missionId);
  if (!mission) return refusals.notFound('mission');
  const state = missionState(db, mission, member.id, now);
  if (state.status === 'claimed')
    return fail(409, 'already_claimed', 'this mission reward has already been claimed');
  if (state.status === 'coming') return fail(409, 'conflict', 'this mission has not started yet');
  if (state.status === 'close') return fail(409, 'conflict', 'this mission has ended');
  if (state.status !== 'claim') return fail(409, 'conflict', 'this mission is not completed yet');
  const time = now.toISOString();
  const id = missionRecordId(member.id, mission.id, state.window.key);
  if (mission.rewardCents > 0) {
    await creditBonus(db, {
      memberId: member.id,
      amountCents: mission.rewardCents,
      title: mission.title,
      bonusType: 'mission',
      promotionId: null,
      reference: `MISSION-${id.replaceAll(':', '-')}`,
      time,
    });
  }
  const claim = await db.missionClaims.insert({
    id,
    memberId: member.id,
    missionId: mission.id,
    periodKey: state.window.key,
    amountCents: mission.rewardCents,
    claimTime: time,
  });
  return { ...state, status: 'claimed', claim };
}

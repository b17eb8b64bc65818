import type { Db } from '../../../db/create-db';
import type { Schemas } from '../../../core/handler-types';
import { rewardStatus } from './rewards';
import type { ApplicationRecord } from '../records';

type ActivityStatus = Schemas['ActivityStatus'];

/** The member's most recent application to a promotion (a rejected one may be followed by a new one). */
export function latestApplication(
  db: Db,
  memberId: number,
  promotionId: number,
): ApplicationRecord | undefined {
  return db
    .applicationsOfMemberPromotion(`${memberId}:${promotionId}`)
    .reduce<ApplicationRecord | undefined>(
      (latest, a) => (!latest || a.id > latest.id ? a : latest),
      undefined,
    );
}

/**
 * The state machine of an application, driven by the clock only:
 * - a join without review is `joined` at once;
 * - an application is `applying` until `reviewAt` (`applyTime` + the promotion's `reviewMinutes`);
 * - then `rejected` (with the remark) or, when approved, the status of the reward it created:
 *   `claim`, then `claimed` once the member claims it (or `close` if it expired unclaimed).
 */
export function applicationStatus(
  db: Db,
  application: ApplicationRecord,
  now: Date,
): ActivityStatus {
  if (application.outcome === 'joined') return 'joined';
  if (now.getTime() < Date.parse(application.reviewAt)) return 'applying';
  if (application.outcome === 'rejected') return 'rejected';
  const reward = application.rewardId !== null ? db.rewards.get(application.rewardId) : undefined;
  return reward ? rewardStatus(reward, now) : 'issued';
}

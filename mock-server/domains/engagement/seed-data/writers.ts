import type { Db } from '../../../db/create-db';
import { missionRecordId } from '../rules/mission-progress';
import { nextNumericId } from '../rules/ids';
import type {
  ApplicationRecord,
  BonusRecord,
  PlatformMessageRecord,
  RafflePrizeRecord,
  RewardRecord,
} from '../records';

/** Small writers the seed uses, so demo and generated data get the same shapes and id ranges. */
export function seedWriters(db: Db) {
  return {
    reward: (r: Omit<RewardRecord, 'id'>) =>
      db.rewards.insert({ ...r, id: nextNumericId(db.rewards, 7001) }),
    prize: (p: Omit<RafflePrizeRecord, 'id'>) =>
      db.rafflePrizes.insert({ ...p, id: nextNumericId(db.rafflePrizes, 9001) }),
    bonus: (b: Omit<BonusRecord, 'id' | 'reference'>) =>
      db.bonusDetails.insert({ ...b, id: nextNumericId(db.bonusDetails, 8001), reference: null }),
    message: (m: Omit<PlatformMessageRecord, 'id'>) =>
      db.platformMessages.insert({ ...m, id: nextNumericId(db.platformMessages, 6001) }),
    application: (a: Omit<ApplicationRecord, 'id'>) =>
      db.promotionApplications.insert({ ...a, id: nextNumericId(db.promotionApplications, 5001) }),
    progress: (memberId: number, missionId: number, periodKey: string, progress: number) =>
      db.missionProgress.insert({
        id: missionRecordId(memberId, missionId, periodKey),
        memberId,
        missionId,
        periodKey,
        progress,
      }),
    missionClaim: (
      memberId: number,
      missionId: number,
      periodKey: string,
      amountCents: number,
      claimTime: string,
    ) =>
      db.missionClaims.insert({
        id: missionRecordId(memberId, missionId, periodKey),
        memberId,
        missionId,
        periodKey,
        amountCents,
        claimTime,
      }),
  };
}

export type SeedWriters = ReturnType<typeof seedWriters>;

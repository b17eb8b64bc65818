import type { Db } from '../../../db/create-db';
import { mainWallet, moveMoney } from '../../../core/money';
import { nextNumericId } from './ids';
import type { BonusRecord, BonusType } from '../records';

export interface BonusCredit {
  memberId: number;
  amountCents: number;
  title: string;
  bonusType: BonusType;
  promotionId: number | null;
  /** Ledger reference, unique per credited thing (`REWARD-7001`, `MISSION-...`). */
  reference: string;
  time: string;
  /** Ledger type: `bonus` for rewards, prizes and missions, `rebate` for the manual rebate. */
  ledgerType?: 'bonus' | 'rebate';
}

/**
 * Money entering the platform as a bonus: credited to the member's MAIN wallet through the core
 * money movement (`from: null`, so it is the only place this money appears) and written to the
 * member's bonus details. Callers check that the thing was not credited before and run in the
 * pipeline's write lock, so nothing interleaves between that check and this credit.
 */
export async function creditBonus(db: Db, credit: BonusCredit): Promise<BonusRecord> {
  await moveMoney(db, {
    from: null,
    to: { memberId: credit.memberId, walletCode: mainWallet },
    amountCents: credit.amountCents,
    type: credit.ledgerType ?? 'bonus',
    reference: credit.reference,
    remark: credit.title,
    time: credit.time,
  });
  return db.bonusDetails.insert({
    id: nextNumericId(db.bonusDetails, 8001),
    memberId: credit.memberId,
    title: credit.title,
    bonusType: credit.bonusType,
    promotionId: credit.promotionId,
    amountCents: credit.amountCents,
    status: 'claimed',
    time: credit.time,
    reference: credit.reference,
  });
}

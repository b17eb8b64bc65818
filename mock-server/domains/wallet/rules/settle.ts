import type { MockBackend } from '../../../core/backend';
import { mainWallet, moveMoney } from '../../../core/money';
import { dueCredits } from './balances';

/**
 * Books the money the schedules have made due for a member (see `rules/timeline.ts`): approved
 * deposits enter the main wallet (`moveMoney` with `from: null`: a deposit is one of the two places
 * money enters the platform) and rejected or cancelled withdrawals return to it. Statuses are not
 * written: they are read from the schedule at any instant, so reading them never needs the lock.
 *
 * Why the split: GET handlers run lock-free and must not await, so they cannot write. They show
 * `booked + dueCredits(now)` instead, which is exactly what this function books, so a read before
 * and after settling shows the same balance. The wallet handlers that move money or touch deposits
 * and withdrawals (transfer, deposit, withdrawal, receipt, conversion) call this inside the write
 * lock before they act; other domains that move a member's money may call it too.
 * Idempotent: a credit is marked booked in the same locked step that moves it.
 */
export async function settleDue(backend: MockBackend, memberId: number): Promise<number> {
  const { db } = backend;
  const due = dueCredits(db, memberId, backend.clock.nowMs());
  for (const credit of due) {
    if (credit.kind === 'depositApproved') {
      await moveMoney(db, {
        from: null,
        to: { memberId, walletCode: mainWallet },
        amountCents: credit.amountCents,
        type: 'deposit',
        reference: credit.recordId,
        remark: 'Deposit approved',
        time: credit.at,
      });
      await db.deposits.update(credit.recordId, (d) => {
        d.bookedAt = credit.at;
      });
    } else {
      await moveMoney(db, {
        from: null,
        to: { memberId, walletCode: mainWallet },
        amountCents: credit.amountCents,
        type: 'withdrawal',
        reference: credit.recordId,
        remark: 'Withdrawal not paid out; amount returned',
        time: credit.at,
      });
      await db.withdrawals.update(credit.recordId, (w) => {
        w.refundBookedAt = credit.at;
      });
    }
  }
  return due.length;
}

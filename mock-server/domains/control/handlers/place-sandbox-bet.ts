import { defineHandler } from '../../../core/define-handler';
import { created, fail, isFailure, refusals } from '../../../core/envelope';
import { trialAccountType } from '../../../core/members';
import { InsufficientFunds, mainWallet, moveMoney } from '../../../core/money';
import { betOf } from '../../accounts/rules/member-records';
import { catalogueIndex } from '../../games/rules/catalogue-index';
import { localOnly } from '../rules/control-access';
import { betAmounts, betGame, sandboxBetId, settledBet } from '../rules/sandbox-bets';

/**
 * A settled game round at the sandbox clock's now: the stake leaves the member's main wallet and
 * the payout comes back (money leaving and entering the platform, each a ledger entry referencing
 * the bet) and the bet is stored. The real-time salary it earns is paid when its 5-minute window
 * of the sandbox clock has ended (the pipeline's clock tasks, `settleRealtimeSalaryUpTo`). Runs
 * inside the write lock, so the balance check and the debit cannot interleave with another request.
 */
export const placeSandboxBetHandler = defineHandler(
  'placeSandboxBet',
  'anyone',
  localOnly(async ({ body, backend }) => {
    const { db, clock } = backend;
    const member = db.memberByAccount(body.account.toLowerCase());
    if (!member) return fail(404, 'not_found', 'no such member', { field: 'body.account' });
    if (member.type === trialAccountType)
      return refusals.invalid('body.account', 'trial accounts play no real money');
    const amounts = betAmounts(body.stake, body.payout);
    if (isFailure(amounts)) return amounts;
    const game = betGame(body, catalogueIndex(db).popular, (id) => db.games.get(id));
    if (isFailure(game)) return game;

    const now = clock.iso();
    const bet = settledBet(
      sandboxBetId(db.bets.size, (id) => db.bets.get(id) !== undefined),
      member.id,
      game,
      amounts,
      now,
    );
    const wallet = { memberId: member.id, walletCode: mainWallet };
    try {
      await moveMoney(db, {
        from: wallet,
        to: null,
        amountCents: amounts.stakeCents,
        type: 'adjustment',
        reference: bet.id,
        remark: `stake ${game.vassalage} ${game.gameName}`.slice(0, 255),
        time: now,
      });
    } catch (error) {
      if (error instanceof InsufficientFunds)
        return fail(400, 'insufficient_balance', 'the main wallet balance is too low', {
          field: 'body.stake',
        });
      throw error;
    }
    if (amounts.payoutCents > 0) {
      await moveMoney(db, {
        from: null,
        to: wallet,
        amountCents: amounts.payoutCents,
        type: 'adjustment',
        reference: bet.id,
        remark: `payout ${game.vassalage} ${game.gameName}`.slice(0, 255),
        time: now,
      });
    }
    await db.bets.insert(bet);
    return created<'placeSandboxBet'>({ ...betOf(bet), account: member.account });
  }),
);

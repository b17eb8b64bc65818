import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { betWins, winnerBoard } from '../rules/winner-board';

/** The seeded big wins plus big wins of settled bets in the sandbox, newest first, accounts masked. */
export const listWinnersHandler = defineHandler('listWinners', 'anyone', ({ backend, query }) => {
  const { db } = backend;
  const played = betWins(db.bets.all(), (memberId) => db.members.get(memberId)?.account);
  return ok<'listWinners'>(winnerBoard([...db.winners.all(), ...played], query.count ?? 20));
});

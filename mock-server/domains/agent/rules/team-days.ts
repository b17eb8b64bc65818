import { addDays, isoDay, type DayRange } from '../../../core/date-range';
import { bookedEntries, countedBets, type BetFacts, type LedgerFacts } from './team-figures';

/** One member as the overview's days see it: when it joined, its bets and its ledger. */
export interface MemberActivity {
  createdAt: string;
  bets: readonly BetFacts[];
  entries: readonly LedgerFacts[];
}

/** The team's figures of one day, in cents (the overview's trend, `AgentTeamOverview.days`). */
export interface TeamDay {
  date: string;
  newMembers: number;
  activeMembers: number;
  depositCents: number;
  withdrawalCents: number;
  validBetCents: number;
  winLossCents: number;
}

/**
 * Every day of the range, oldest first, with the team's figures of that day: the same bets and
 * ledger entries the range's figures count (`memberFigures`), put on the UTC day they happened, so
 * the days add up to the range. A member counts as active on each day it placed a counted bet.
 */
export function teamDays(
  members: readonly MemberActivity[],
  range: Pick<DayRange, 'startDate' | 'endDate' | 'fromMs' | 'toMs'>,
): TeamDay[] {
  const days = new Map<string, TeamDay>();
  for (let date = range.startDate; date <= range.endDate; date = addDays(date, 1)) {
    days.set(date, {
      date,
      newMembers: 0,
      activeMembers: 0,
      depositCents: 0,
      withdrawalCents: 0,
      validBetCents: 0,
      winLossCents: 0,
    });
  }
  const dayOf = (iso: string) => days.get(isoDay(Date.parse(iso)));
  for (const member of members) {
    const joined = dayOf(member.createdAt);
    if (joined) joined.newMembers += 1;
    const activeOn = new Set<TeamDay>();
    for (const bet of countedBets(member.bets, range)) {
      const day = dayOf(bet.betTime);
      if (!day) continue;
      day.validBetCents += bet.validBetCents;
      day.winLossCents += bet.winLossCents;
      activeOn.add(day);
    }
    for (const day of activeOn) day.activeMembers += 1;
    for (const entry of bookedEntries(member.entries, range)) {
      const day = dayOf(entry.time);
      if (!day) continue;
      if (entry.type === 'deposit' && entry.amountCents > 0) day.depositCents += entry.amountCents;
      else if (entry.type === 'withdrawal' && entry.amountCents < 0)
        day.withdrawalCents -= entry.amountCents;
    }
  }
  return [...days.values()];
}

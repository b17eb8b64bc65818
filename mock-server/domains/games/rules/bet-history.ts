import type { Faker } from '@faker-js/faker';
import type { BetRecord } from '../../../db/core-records';
import type { GameRecord } from '../records';

export interface BetPlan {
  memberId: number;
  count: number;
  /** Stake range in whole currency units. */
  stake: { min: number; max: number };
  /** How many of the bets are still open (the most recent ones, in the last hours of the window). */
  unsettled: number;
  /** How many settled bets were voided instead (stake returned). */
  cancelled: number;
  fromMs: number;
  toMs: number;
}

/** Payout as a multiple of the stake: mostly losses, some pushes and wins, rare big wins (about 92% return). */
function payoutMultiple(faker: Faker): number {
  const roll = faker.number.float({ min: 0, max: 1 });
  if (roll < 0.518) return 0;
  if (roll < 0.618) return 0.5;
  if (roll < 0.698) return 1;
  if (roll < 0.948) return 2;
  if (roll < 0.993) return faker.helpers.arrayElement([3, 4, 5]);
  return faker.helpers.arrayElement([10, 20]);
}

/**
 * A member's betting history as already-settled records (no wallet moves: the seed treats them as
 * history). Amounts are whole cents: `winLoss = payout - stake`; open and voided bets carry zeros,
 * and a push (stake returned) counts no valid bet.
 */
export function buildBetHistory(
  faker: Faker,
  plan: BetPlan,
  pickGame: () => GameRecord,
  nextId: () => string,
): BetRecord[] {
  const bets: BetRecord[] = [];
  const lastHoursMs = 6 * 3_600_000;
  for (let i = 0; i < plan.count; i += 1) {
    const open = i >= plan.count - plan.unsettled;
    const betMs = open
      ? faker.number.int({ min: plan.toMs - lastHoursMs, max: plan.toMs - 60_000 })
      : faker.number.int({ min: plan.fromMs, max: plan.toMs - lastHoursMs });
    const game = pickGame();
    const stake = faker.number.int({ min: plan.stake.min, max: plan.stake.max }) * 100;
    const base = {
      id: '',
      memberId: plan.memberId,
      gameNodeId: game.nodeId,
      gameName: game.gameName,
      gameType: game.gameType,
      vendor: game.vassalage,
      betAmountCents: stake,
      betTime: new Date(betMs).toISOString(),
    };
    if (open) {
      bets.push({
        ...base,
        validBetCents: 0,
        payoutCents: 0,
        winLossCents: 0,
        status: 'unsettled',
        settleTime: null,
      });
      continue;
    }
    const settleTime = new Date(
      betMs + faker.number.int({ min: 1, max: 15 }) * 60_000,
    ).toISOString();
    const payout = Math.round(stake * payoutMultiple(faker));
    bets.push({
      ...base,
      validBetCents: payout === stake ? 0 : stake,
      payoutCents: payout,
      winLossCents: payout - stake,
      status: 'settled',
      settleTime,
    });
  }
  // Void a few settled bets, spread over the history.
  const settled = bets.filter((b) => b.status === 'settled');
  for (let i = 0; i < plan.cancelled && i < settled.length; i += 1) {
    const bet = settled[Math.floor(((i + 1) * settled.length) / (plan.cancelled + 1))];
    if (!bet) continue;
    bet.status = 'cancelled';
    bet.validBetCents = 0;
    bet.payoutCents = 0;
    bet.winLossCents = 0;
  }
  bets.sort((a, b) => a.betTime.localeCompare(b.betTime));
  for (const bet of bets) bet.id = nextId();
  return bets;
}

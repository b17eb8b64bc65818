import { describe, expect, it } from 'vitest';
import {
  addFigures,
  hasActivity,
  memberFigures,
  noFigures,
  profitLossCents,
  type BetFacts,
  type LedgerFacts,
} from './team-figures';

const range = {
  fromMs: Date.parse('2026-03-01T00:00:00Z'),
  toMs: Date.parse('2026-03-08T00:00:00Z'),
};

const bet = (
  betTime: string,
  stake: number,
  winLoss: number,
  status: BetFacts['status'] = 'settled',
): BetFacts => ({
  betTime,
  betAmountCents: stake,
  validBetCents: status === 'settled' ? stake : 0,
  winLossCents: status === 'settled' ? winLoss : 0,
  status,
});
const entry = (
  type: LedgerFacts['type'],
  amountCents: number,
  time = '2026-03-02T10:00:00Z',
  status: LedgerFacts['status'] = 'success',
): LedgerFacts => ({
  type,
  amountCents,
  time,
  status,
});

describe('memberFigures', () => {
  it('sums the bets placed in the range, not before or after, and skips cancelled ones', () => {
    const f = memberFigures(
      [
        bet('2026-03-01T00:00:00Z', 1000, -1000),
        bet('2026-03-07T23:59:59Z', 500, 700),
        bet('2026-03-08T00:00:00Z', 999, 999),
        bet('2026-02-28T23:59:59Z', 999, 999),
        bet('2026-03-03T00:00:00Z', 300, 0, 'cancelled'),
        bet('2026-03-03T00:00:00Z', 200, 0, 'unsettled'),
      ],
      [],
      range,
    );
    expect(f).toMatchObject({
      betCount: 3,
      betAmountCents: 1700,
      validBetCents: 1500,
      winLossCents: -300,
    });
  });

  it('takes deposits, withdrawals, bonuses and rebates from booked ledger entries only', () => {
    const f = memberFigures(
      [],
      [
        entry('deposit', 20_000),
        entry('deposit', 5_000, '2026-03-02T10:00:00Z', 'pending'),
        entry('withdrawal', -7_000),
        entry('bonus', 300),
        entry('rebate', 120),
        entry('agentTransfer', 50_000),
        entry('deposit', 1, '2026-03-09T00:00:00Z'),
      ],
      range,
    );
    expect(f).toMatchObject({
      depositCents: 20_000,
      withdrawalCents: 7_000,
      bonusCents: 300,
      rebateCents: 120,
      betCount: 0,
    });
    expect(hasActivity(f)).toBe(true);
    expect(hasActivity(noFigures)).toBe(false);
  });

  it('gives profit and loss from the players side and adds up without losing a cent', () => {
    const a = memberFigures(
      [bet('2026-03-02T00:00:00Z', 1000, -400)],
      [entry('bonus', 150), entry('rebate', 10)],
      range,
    );
    const b = memberFigures([bet('2026-03-03T00:00:00Z', 333, 333)], [], range);
    expect(profitLossCents(a)).toBe(-240);
    const sum = addFigures(a, b);
    expect(profitLossCents(sum)).toBe(profitLossCents(a) + profitLossCents(b));
    expect(sum.betAmountCents).toBe(1333);
  });
});

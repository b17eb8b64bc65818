import type { Schemas } from '../../core/handler-types';
import { fromCents } from '../../core/money';
import type { SessionRecord } from '../../db/core-records';
import type { ExclusionRecord, LimitWindow } from './records';
import { remainingByWindow } from './rules/deposit-limits';
import type { DepositLimitsNow } from './rules/deposit-limit-store';
import { nextCheckAt } from './rules/reality-check';
import type { SessionFigures } from './rules/session-figures';

const moneyOrNull = (cents: number | null): number | null =>
  cents === null ? null : fromCents(cents);

export function depositLimitsView(now: DepositLimitsNow): Schemas['DepositLimits'] {
  const remaining = remainingByWindow(now.limits, now.deposited);
  const windowView = (window: LimitWindow): Schemas['DepositLimitStatus'] => {
    const pending = now.pending[window];
    return {
      limit: moneyOrNull(now.limits[window]),
      deposited: fromCents(now.deposited[window]),
      remaining: moneyOrNull(remaining[window]),
      pending: pending
        ? { limit: moneyOrNull(pending.limitCents), effectiveAt: pending.effectiveAt }
        : null,
    };
  };
  return { day: windowView('day'), week: windowView('week'), month: windowView('month') };
}

export function realityCheckView(
  intervalMinutes: Schemas['RealityCheckInterval'],
  session: SessionRecord,
  nowMs: number,
): Schemas['RealityCheck'] {
  const next = nextCheckAt(Date.parse(session.createdAt), intervalMinutes, nowMs);
  return { intervalMinutes, nextCheckAt: next === null ? null : new Date(next).toISOString() };
}

export function sessionSummaryView(
  session: SessionRecord,
  figures: SessionFigures,
  nowMs: number,
): Schemas['SessionSummary'] {
  return {
    startedAt: session.createdAt,
    elapsedSeconds: Math.max(0, Math.floor((nowMs - Date.parse(session.createdAt)) / 1000)),
    betCount: figures.betCount,
    staked: fromCents(figures.stakedCents),
    won: fromCents(figures.wonCents),
    net: fromCents(figures.netCents),
  };
}

export function exclusionView(exclusion: ExclusionRecord): Schemas['Exclusion'] {
  return {
    kind: exclusion.kind,
    period: exclusion.period,
    startedAt: exclusion.startedAt,
    endsAt: exclusion.endsAt,
  };
}

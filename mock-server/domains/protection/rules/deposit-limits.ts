import type { LimitWindow, PendingLimit, WindowLimits } from '../records';

/**
 * Deposit limits, as plain functions of the stored limits, the deposits and an instant.
 *
 * - Windows roll back from now: `day` the last 24 hours, `week` 7 days, `month` 30 days.
 * - The lowest applicable limit wins: a deposit must fit what is left in every window.
 * - A tighter limit (lower, or one where there was none) applies at once; a looser one (higher, or
 *   removed) applies 24 hours after it was asked for, and the current limit stays until then.
 */

const hourMs = 3_600_000;

export const limitWindows: readonly LimitWindow[] = ['day', 'week', 'month'];

export const windowMs: Record<LimitWindow, number> = {
  day: 24 * hourMs,
  week: 7 * 24 * hourMs,
  month: 30 * 24 * hourMs,
};

/** How long a raised or removed limit waits before it applies. */
export const loosenDelayMs = 24 * hourMs;

export const noLimits: WindowLimits = { day: null, week: null, month: null };

export interface LimitState {
  limits: WindowLimits;
  pending: Partial<Record<LimitWindow, PendingLimit>>;
}

const isoAt = (ms: number): string => new Date(ms).toISOString();

/** The limits in force at `nowMs`: the stored ones with every pending change whose time has come. */
export function limitsAt(state: LimitState | undefined, nowMs: number): LimitState {
  const limits: WindowLimits = { ...(state?.limits ?? noLimits) };
  const pending: LimitState['pending'] = {};
  for (const window of limitWindows) {
    const change = state?.pending[window];
    if (!change) continue;
    if (Date.parse(change.effectiveAt) <= nowMs) limits[window] = change.limitCents;
    else pending[window] = change;
  }
  return { limits, pending };
}

/** Whether `wanted` is looser than `current` (higher, or no limit where there is one). */
export function loosens(current: number | null, wanted: number | null): boolean {
  if (current === null) return false;
  return wanted === null || wanted > current;
}

/**
 * The state after the member asks for `wanted` (cents per window, null for none) at `nowMs`, from
 * the state in force then (`limitsAt`). Per window: the limit in force again cancels a pending
 * change; a tighter one applies now (and cancels a pending change); a looser one waits 24 hours,
 * and asking again for the same pending value keeps its time rather than starting over.
 */
export function changeLimits(inForce: LimitState, wanted: WindowLimits, nowMs: number): LimitState {
  const limits: WindowLimits = { ...inForce.limits };
  const pending: LimitState['pending'] = {};
  for (const window of limitWindows) {
    const current = inForce.limits[window];
    const target = wanted[window];
    if (!loosens(current, target)) {
      limits[window] = target;
      continue;
    }
    const waiting = inForce.pending[window];
    pending[window] =
      waiting && waiting.limitCents === target
        ? waiting
        : {
            limitCents: target,
            requestedAt: isoAt(nowMs),
            effectiveAt: isoAt(nowMs + loosenDelayMs),
          };
  }
  return { limits, pending };
}

/** A deposit as the limits count it: its amount and when it was made. */
export interface CountedDeposit {
  amountCents: number;
  createdAtMs: number;
}

/** Deposits per window at `nowMs`: those made within the window (after its start, not in the future). */
export function depositedByWindow(
  deposits: readonly CountedDeposit[],
  nowMs: number,
): Record<LimitWindow, number> {
  const totals: Record<LimitWindow, number> = { day: 0, week: 0, month: 0 };
  for (const deposit of deposits) {
    if (deposit.createdAtMs > nowMs) continue;
    for (const window of limitWindows) {
      if (deposit.createdAtMs > nowMs - windowMs[window]) totals[window] += deposit.amountCents;
    }
  }
  return totals;
}

/** What is left of each window's limit (null without a limit; never below zero). */
export function remainingByWindow(
  limits: WindowLimits,
  deposited: Record<LimitWindow, number>,
): Record<LimitWindow, number | null> {
  const left = (window: LimitWindow) => {
    const limit = limits[window];
    return limit === null ? null : Math.max(0, limit - deposited[window]);
  };
  return { day: left('day'), week: left('week'), month: left('month') };
}

export interface LimitBreach {
  window: LimitWindow;
  limitCents: number;
  /** The most that may be deposited now: what is left in `window`, the tightest of all. */
  remainingCents: number;
}

/**
 * Whether a deposit of `amountCents` breaks a limit: the window with the least left (the shortest
 * of equals) when the amount is more than that, else null. A deposit that exactly uses up what is
 * left is allowed.
 */
export function limitBreach(
  limits: WindowLimits,
  deposited: Record<LimitWindow, number>,
  amountCents: number,
): LimitBreach | null {
  const remaining = remainingByWindow(limits, deposited);
  let tightest: LimitBreach | null = null;
  for (const window of limitWindows) {
    const left = remaining[window];
    const limit = limits[window];
    if (left === null || limit === null) continue;
    if (!tightest || left < tightest.remainingCents)
      tightest = { window, limitCents: limit, remainingCents: left };
  }
  return tightest && amountCents > tightest.remainingCents ? tightest : null;
}

import type { ProtectionEnv } from './protection-env';
import { done, fail, type Outcome } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import { fromCents } from '../../../core/money';
import type { Db } from '../../../db/create-db';
import { centsOf, formatCents } from '../../wallet/rules/amounts';
import { depositStateAt } from '../../wallet/rules/timeline';
import type { LimitWindow, WindowLimits } from '../records';
import {
  changeLimits,
  depositedByWindow,
  limitBreach,
  limitsAt,
  limitWindows,
  type CountedDeposit,
  type LimitState,
} from './deposit-limits';

/** The limits of a member at an instant, with what the member deposited in each window. */
export interface DepositLimitsNow extends LimitState {
  deposited: Record<LimitWindow, number>;
}

/**
 * The member's deposits that count against the limits at `nowMs`: every deposit (the wallet
 * domain's table) that is not rejected or cancelled by then. A deposit still waiting for its
 * decision counts, so a member cannot go over a limit with deposits that are not approved yet.
 */
export function countedDeposits(db: Db, memberId: number, nowMs: number): CountedDeposit[] {
  return db
    .depositsOf(memberId)
    .filter((d) => {
      const status = depositStateAt(d, nowMs).status;
      return status !== 'rejected' && status !== 'cancelled';
    })
    .map((d) => ({ amountCents: d.amountCents, createdAtMs: Date.parse(d.createdAt) }));
}

export function depositLimitsNow(db: Db, memberId: number, nowMs: number): DepositLimitsNow {
  return {
    ...limitsAt(db.depositLimits.get(memberId), nowMs),
    deposited: depositedByWindow(countedDeposits(db, memberId, nowMs), nowMs),
  };
}

const windowWords: Record<LimitWindow, string> = {
  day: 'the last 24 hours',
  week: 'the last 7 days',
  month: 'the last 30 days',
};

/**
 * The refusal of a deposit of `amountCents` that breaks one of the member's limits (the lowest
 * applicable wins), or null. Read-only: `createDeposit` calls it before it creates anything.
 */
export function depositLimitFailure(
  db: Db,
  memberId: number,
  amountCents: number,
  nowMs: number,
): Failure | null {
  const { limits, deposited } = depositLimitsNow(db, memberId, nowMs);
  const breach = limitBreach(limits, deposited, amountCents);
  if (!breach) return null;
  return fail(
    403,
    'deposit_limit_exceeded',
    `this deposit would take your deposits of ${windowWords[breach.window]} above your limit of ${formatCents(breach.limitCents)}; ${formatCents(breach.remainingCents)} is left`,
    {
      field: 'body.amount',
      value: {
        limitWindow: breach.window,
        limit: fromCents(breach.limitCents),
        remaining: fromCents(breach.remainingCents),
      },
    },
  );
}

/** The limits asked for, in cents, or the refusal of the first one with more than 2 decimals. */
function wantedLimits(body: BodyOf<'setDepositLimits'>): Outcome<WindowLimits> {
  const wanted: WindowLimits = { day: null, week: null, month: null };
  for (const window of limitWindows) {
    const amount = body[window];
    if (amount === null) continue;
    const cents = centsOf(amount);
    if (cents === null) {
      return fail(400, 'amount_invalid', 'a limit is money with at most 2 decimals', {
        field: `body.${window}`,
      });
    }
    wanted[window] = cents;
  }
  return done(wanted);
}

/**
 * `setDepositLimits`: tighter limits apply now, looser ones after 24 hours (`changeLimits`). The
 * pending changes whose time has come are written in the same step, so the record stays the state
 * in force. Runs inside the pipeline's write lock.
 */
export async function setDepositLimits(
  env: ProtectionEnv,
  memberId: number,
  body: BodyOf<'setDepositLimits'>,
): Promise<Outcome<DepositLimitsNow>> {
  const wanted = wantedLimits(body);
  if (wanted.kind !== 'ok') return wanted;
  const { db } = env;
  const nowMs = env.clock.nowMs();
  const stored = db.depositLimits.get(memberId);
  const next = changeLimits(limitsAt(stored, nowMs), wanted.value, nowMs);
  const updatedAt = env.clock.iso();
  if (stored) {
    await db.depositLimits.update(memberId, (record) => {
      record.limits = next.limits;
      record.pending = next.pending;
      record.updatedAt = updatedAt;
    });
  } else {
    await db.depositLimits.insert({ id: memberId, ...next, updatedAt });
  }
  return done(depositLimitsNow(db, memberId, nowMs));
}

import type { Schemas } from '../../core/handler-types';
import type { Db } from '../../db/create-db';
import { balanceView, walletBalanceOf } from './rules/balances';
import { msOf } from './rules/ids';

export { settleDue } from './rules/settle';

/**
 * The member's balances as `getBalance` answers them (`sumBalance` = MAIN + every vendor
 * sub-wallet), for other domains to show or check. Synchronous and read-only, so GET handlers may
 * call it. Pass `at` (`backend.clock.iso()`) to include the deposits the clock has approved but no
 * write has booked yet and to read vendor maintenance at that instant; without it, only booked
 * money counts and every vendor with a maintenance set shows `maintenance`.
 */
export function walletSummary(db: Db, memberId: number, at?: string): Schemas['WalletBalance'] {
  const nowMs = at === undefined ? null : msOf(at);
  const view = balanceView(db, memberId, nowMs);
  return walletBalanceOf(db, memberId, view, at ?? null);
}

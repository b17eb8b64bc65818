import type { components } from '../../../../openapi/runtime/generated/openapi';
import { lotteryVendorCodes } from '../../../lib/games/vendor-categories';

type LotteryVendor = components['schemas']['LotteryVendor'];

/** What the /lottery route's query asks for (section 2): each part only when present and usable. */
export interface LotteryQuery {
  gameCode?: string;
  vendor?: LotteryVendor;
  playType?: string;
}

/** The contract's limits on these values (gameCode 64, playType 32 characters). */
const maxGameCode = 64;
const maxPlayType = 32;

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && trimmed.length <= max ? trimmed : undefined;
}

function isLotteryVendor(value: string): value is LotteryVendor {
  return lotteryVendorCodes.includes(value);
}

/**
 * Reads `gameCode`, `vendor` and `playType` from the /lottery query, exactly the parameters the
 * shared game launch sends. Empty or over-long values and vendors that are not lottery vendors
 * (section 9) are left out, so a hand-edited address never reaches the server malformed.
 */
export function parseLotteryQuery(search: URLSearchParams): LotteryQuery {
  const query: LotteryQuery = {};
  const gameCode = text(search.get('gameCode'), maxGameCode);
  const vendor = text(search.get('vendor'), maxGameCode);
  const playType = text(search.get('playType'), maxPlayType);
  if (gameCode) query.gameCode = gameCode;
  if (vendor && isLotteryVendor(vendor)) query.vendor = vendor;
  if (playType) query.playType = playType;
  return query;
}

/** The address of the lottery page for a vendor (or all vendors): the vendor filter's links. */
export function lotteryVendorHref(vendor: LotteryVendor | null): string {
  return vendor ? `/lottery?${new URLSearchParams({ vendor })}` : '/lottery';
}

import type { components } from '../../../openapi/runtime/generated/openapi';
import { lotteryVendorCodes } from './vendor-categories';

type Game = components['schemas']['Game'];

/** What launching a game does (section 4), decided from the game alone. */
export type LaunchPlan =
  /** Lottery launch: the lottery page with the game's code, vendor and play type where present. */
  | { kind: 'lottery'; path: string }
  /** A vendor card (`isGame` VASSALAGE): the popup list of that vendor's games. */
  | { kind: 'vendorPopup'; vendor: Game }
  /** Any other game: the vendor launch (`launchGame`), opened as the server's `openMode` says. */
  | { kind: 'thirdParty'; game: Game };

const lotteryGameTypes: readonly Game['gameType'][] = ['LOTT', 'ELOTT'];

/** A lottery game of one of the lottery vendors (by `vendor` or `accountTypeName`). */
export function isLotteryVendorGame(game: Game): boolean {
  return (
    lotteryGameTypes.includes(game.gameType) &&
    (lotteryVendorCodes.includes(game.vendor) || lotteryVendorCodes.includes(game.accountTypeName))
  );
}

/** `/lottery` with `gameCode`, `vendor` and `playType` (the default play type), each only when present. */
export function lotteryPath(game: Game): string {
  const query = new URLSearchParams();
  const params: [string, string | null][] = [
    ['gameCode', game.gameCode],
    ['vendor', game.vendor],
    ['playType', game.defaultPlayType],
  ];
  for (const [name, value] of params) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `/lottery?${text}` : '/lottery';
}

/**
 * Section 4: `LOTT`/`ELOTT` run the lottery launch, which goes to the lottery page when the vendor
 * or the account type is a lottery vendor (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT) and is a third-party
 * launch otherwise; a third-party launch of a VASSALAGE card opens the vendor's popup game list,
 * of any other game starts the game. (Login is checked before, by the caller.)
 */
export function launchPlanFor(game: Game): LaunchPlan {
  if (isLotteryVendorGame(game)) return { kind: 'lottery', path: lotteryPath(game) };
  if (game.isGame === 'VASSALAGE') return { kind: 'vendorPopup', vendor: game };
  return { kind: 'thirdParty', game };
}

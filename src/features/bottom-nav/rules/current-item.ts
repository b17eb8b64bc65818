import { categoryPaths } from '../../../lib/games/vendor-categories';

export type BottomItemId = 'home' | 'games' | 'promotions' | 'deposit' | 'account';

/** The member-centre page the Deposit item opens (decision 016: the centre lives in `?mc=`). */
export const depositPage = 'depositv2';
/** The member-centre page the Account item opens: the centre's default page. */
export const accountPage = 'securityCenter';

/**
 * Which bottom-bar item is the current page: an open member centre wins (Deposit on its deposit
 * page, Account on any other page), then the route below it. Vendor pages of a category
 * (`/rng?page=PG`) and the lottery aliases are still Games; screens the bar does not name mark
 * nothing.
 */
export function currentBottomItem(
  pathname: string,
  memberCentrePage: string | null,
): BottomItemId | null {
  if (memberCentrePage !== null) return memberCentrePage === depositPage ? 'deposit' : 'account';
  if (
    pathname === '/' ||
    pathname === '/home' ||
    pathname === '/index' ||
    pathname === '/index.html'
  )
    return 'home';
  if (pathname === '/promotions' || pathname === '/promoDetail') return 'promotions';
  if (categoryPaths.includes(pathname) || lotteryAliases.includes(pathname)) return 'games';
  return null;
}

const lotteryAliases: readonly string[] = ['/lott', '/vnLottery', '/seaLottery'];

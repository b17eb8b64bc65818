import { vendorRoute, type GameType } from '../../../lib/games/vendor-categories';

export interface VendorCardLink {
  /** Where the card leads (section 2 routes). */
  to: string;
  /** The vendor code to store as the slot lobby's vendor (`gameVendorAtom`), or null. */
  selectsVendor: string | null;
}

/**
 * Where a vendor card of a home lane leads (section 4): an RNG vendor is stored as the chosen
 * vendor and opens `/rng?page=<vendor>`; a lottery vendor opens `/lottery?vendor=<code>`; any
 * other vendor its category's lobby or listing.
 */
export function vendorCardLink(category: GameType, vendor: string): VendorCardLink {
  return {
    to: vendorRoute(category, vendor),
    selectsVendor: category === 'RNG' ? vendor : null,
  };
}

import type { components } from '../../../../openapi/runtime/generated/openapi';

type VendorLane = components['schemas']['VendorLane'];

export interface FooterVendor {
  vendor: string;
  name: string;
  logo: string;
}

/** The footer carousel (section 9): 12 logos per view, 16 px apart, each slide moving in 3 s. */
export const logosPerView = 12;
export const logoSpacingPx = 16;
export const msPerLogo = 3000;

/**
 * Every vendor of the game menu once (a vendor offering several game types has one entry per
 * type), in menu order. Vendors under maintenance keep their logo: it is the brand's partner list.
 */
export function footerVendors(lanes: readonly VendorLane[]): FooterVendor[] {
  const seen = new Map<string, FooterVendor>();
  for (const lane of lanes) {
    for (const card of [...lane.cards].sort((a, b) => a.sort - b.sort)) {
      if (!seen.has(card.vendor))
        seen.set(card.vendor, { vendor: card.vendor, name: card.name, logo: card.logo });
    }
  }
  return [...seen.values()];
}

/** The strip moves only when there are more logos than fit in one view. */
export function carouselMoves(count: number): boolean {
  return count > logosPerView;
}

/** One full round of the continuous strip: every logo passes in `msPerLogo`. */
export function carouselRoundMs(count: number): number {
  return count * msPerLogo;
}

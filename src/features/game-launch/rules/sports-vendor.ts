import type { components } from '../../../../openapi/runtime/generated/openapi';

type VendorLane = components['schemas']['VendorLane'];
type Vendor = components['schemas']['Vendor'];

/** The sports books of the (normalised) game menus: the SPORTS lane, esports already split out. */
export function sportsVendorsOf(lanes: readonly VendorLane[]): Vendor[] {
  return lanes.find((lane) => lane.title === 'SPORTS')?.cards ?? [];
}

/** The vendor the page is named after (`/fbsports`): FB Sports, when the brand offers it. */
export const pageVendorCode = 'FB';

/**
 * Which sports book `/fbsports` opens: the `vendor` query (any code, upper-cased: the server
 * answers 404 for an unknown one), else FB Sports when the menus list it, else the first sports
 * vendor; null while the menus are not known, or when there is no sports vendor at all.
 */
export function chooseSportsVendor(
  query: string | null,
  vendors: readonly Vendor[],
): string | null {
  const asked = query?.trim().toUpperCase();
  if (asked) return asked;
  if (vendors.some((v) => v.vendor === pageVendorCode)) return pageVendorCode;
  return vendors[0]?.vendor ?? null;
}

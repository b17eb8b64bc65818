import type { Schemas } from '../../../core/handler-types';
import { lanes } from '../seed-data/vendor-catalogue';
import type { VendorRecord } from '../records';

/**
 * The vendor lanes in display order, each with its vendors by `sort`; lanes without vendors are
 * left out. Esports providers stay in the SPORTS lane (id 3) as the real server sends them: the
 * portal moves them into its ESPORTS lane. DS88 is lane 5.
 */
export function gameMenu(
  vendors: readonly VendorRecord[],
  toCard: (vendor: VendorRecord) => Schemas['Vendor'],
): Schemas['GameMenu'] {
  return lanes
    .map((lane) => ({
      id: lane.id,
      title: lane.title,
      cards: vendors.filter((v) => v.laneId === lane.id).map(toCard),
    }))
    .filter((lane) => lane.cards.length > 0);
}

/** The portal's prize-mode rule: ELOTT when the ELOTT lane has a TCG_LOTTO_VN or LOTT card. */
export function prizeModeOf(menu: Schemas['GameMenu']): 'ELOTT' | 'LOTT' {
  const elott = menu.find((lane) => lane.title === 'ELOTT');
  return elott?.cards.some((c) => c.vendor === 'TCG_LOTTO_VN' || c.vendor === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
}

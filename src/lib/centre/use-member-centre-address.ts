import type { MemberCentrePage } from './member-centre-pages';
import { useCentreAddress, type CentreAddress } from './use-centre-address';

/** The address parameter that holds the open member-centre page: `/live?mc=withdraw`. */
export const memberCentreParam = 'mc';

export type MemberCentreAddress = CentreAddress<MemberCentrePage>;

/**
 * The member centre lives in the address (`?mc=<page>`), over whatever page is below it, so a
 * link, a reload and Back all work: every piece that opens, moves or closes it goes through here.
 */
export function useMemberCentreAddress(): MemberCentreAddress {
  return useCentreAddress<MemberCentrePage>(memberCentreParam);
}

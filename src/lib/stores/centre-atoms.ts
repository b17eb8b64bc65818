import { atom } from 'jotai';

/**
 * The centre state of section 3. The member centre's (mcShow, mcPage) is the address
 * (`?mc=<page>`, src/lib/centre/use-member-centre-address.ts); the agent centre's is here.
 */
export const acShowAtom = atom(false);
export const mcLoadedAtom = atom(false);
export const acLoadedAtom = atom(false);
/** Default agent-centre page: agentTeamOverview (section 2). */
export const acPageAtom = atom('agentTeamOverview');
export const rewardMcPageDataAtom = atom<unknown>(null);
export const prizeDetailAtom = atom<unknown>(null);

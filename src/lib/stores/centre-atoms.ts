import { atom } from 'jotai';

/** The centre state of section 3: member centre (mc) and agent centre (ac) overlays. */
export const mcShowAtom = atom(false);
export const acShowAtom = atom(false);
export const mcLoadedAtom = atom(false);
export const acLoadedAtom = atom(false);
/** Default member-centre page: securityCenter (section 2). */
export const mcPageAtom = atom('securityCenter');
/** Default agent-centre page: agentTeamOverview (section 2). */
export const acPageAtom = atom('agentTeamOverview');
export const rewardMcPageDataAtom = atom<unknown>(null);
export const prizeDetailAtom = atom<unknown>(null);

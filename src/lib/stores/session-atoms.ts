import { atom } from 'jotai';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { readToken } from '../storage/session-values';

type MemberInfo = components['schemas']['MemberInfo'];

/**
 * The login store of section 3: the session token (mirrors session storage `token`), the member's
 * info once loaded, the label colour and the avatar.
 */
export const tokenAtom = atom<string | null>(readToken());
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const memberLabelColorAtom = atom('#ABABAB');
export const avatarUrlAtom = atom<string | null>(null);

/** Logged in = a token is present (section 4). */
export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null);

/** Trial (free-play) accounts are type 4 (section 6). */
export const isTrialAtom = atom((get) => get(memberInfoAtom)?.type === 4);

const agentTypes = new Set([1, 2, 41, 42]);
/** The agent centre is for agent types; the trial type 4 is listed but refused everywhere. */
export const isAgentAtom = atom((get) => {
  const type = get(memberInfoAtom)?.type;
  return type !== undefined && agentTypes.has(type);
});

import { atom } from 'jotai';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';

/** The last balance call's failure (the header shows it instead of an amount), null when fine. */
export const balanceErrorAtom = atom<ApiError | null>(null);
/** True while a balance call runs (first load or refresh). */
export const balanceBusyAtom = atom(false);
/** True once the avatar call failed: the fallback image shows. */
export const avatarFailedAtom = atom(false);

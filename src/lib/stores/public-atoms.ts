import { atom } from 'jotai';

/** The public store of section 3. `balance` is null while the first answer is on its way. */
export const balanceAtom = atom<number | null>(null);
export const balanceMaskedAtom = atom(false);
export const currencySymbolAtom = atom('P');
export const unreadMessageAtom = atom(0);
export const availablePromoCountAtom = atom(0);
/** `availablePromo.REFERRAL.enabled`: the invite-friends entry shows only when true. */
export const referralEnabledAtom = atom(false);
export const vipRankLevelAtom = atom(0);

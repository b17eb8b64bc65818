import { atom } from 'jotai';

/**
 * How many drop-down menus are open (the profile menu, the More menu, a category menu). Cards that
 * appear on their own (the pop-up notices) wait while it is above 0: a click on such a card is a
 * click outside the open menu, which would close the menu under the member's hand.
 */
export const openMenuCountAtom = atom(0);

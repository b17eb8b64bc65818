import { atom } from 'jotai';
import type { components } from '../../../openapi/runtime/generated/openapi';

type ErrorKey = components['schemas']['ErrorKey'];

/** The dialogs of section 2 that any part of the portal may open (one at a time). */
export type DialogName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'notice'
  | 'help'
  | 'language'
  | 'logoutConfirm'
  | 'afterLogin'
  /** The popup list of a vendor's games (a `Game` with `isGame` VASSALAGE): `gamePopupVendorAtom`. */
  | 'gamePopup'
  /** A launch refused with `game_maintenance`: end time and other games, `gameMaintenanceAtom`. */
  | 'gameMaintenance'
  /** The chat room (flag CHATROOM3): the lobby of the current language. */
  | 'chatRoom';

export const openDialogAtom = atom<DialogName | null>(null);

/** Why the change-password dialog opened: the member chose it, or login forced it (section 4). */
export const changePasswordReasonAtom = atom<'chosen' | 'defaultPassword' | 'expired'>('chosen');

/** A warning dialog over everything: a catalogue key (translated as `errors.<key>`) or a server text. */
export interface Warning {
  key?: ErrorKey;
  text?: string;
  /** Confirm button label key; `in_increase_submit` for the trial warning (section 8). */
  confirmKey?: string;
}

export const warningAtom = atom<Warning | null>(null);

/** What the dialog host passes every dialog it renders. */
export interface DialogComponentProps {
  onClose(): void;
}

/**
 * How many drop-down menus are open (the profile menu, the More menu, a category menu). Cards that
 * appear on their own (the pop-up notices) wait while it is above 0: a click on such a card is a
 * click outside the open menu, which would close the menu under the member's hand.
 */
export const openMenuCountAtom = atom(0);

import { atom } from 'jotai';
/**
 * The header menus' dropdown code (Radix) is not part of the first page: it is fetched when a
 * visitor points at or focuses a menu, and the real menus replace the deferred triggers when one
 * is first opened (`awake`). `focus`/`open` name that menu: it takes the focus and opens on mount.
 */
export interface MenuWake {
  awake: boolean;
  focus: string | null;
  open: string | null;
  /** How the menu was opened: from the keyboard its first item takes the focus (as Radix does). */
  via: 'keyboard' | 'pointer';
}
export const menuWakeAtom = atom<MenuWake>({
  awake: false,
  focus: null,
  open: null,
  via: 'pointer',
});

import { atom } from 'jotai';
import type { components } from '../../../lib/api/generated/openapi';

type MenuSetting = components['schemas']['MenuSetting'];

export type LoadState = 'loading' | 'ready' | 'error';

/** The game menus' load state for the language they were asked in (cached for the session). */
export const gameMenusLoadAtom = atom<{ language: string; state: LoadState } | null>(null);

/** The header's menu settings (`getMenuSettings().header`); null until loaded or when it failed. */
export const headerSettingsAtom = atom<MenuSetting[] | null>(null);
export const headerSettingsLoadAtom = atom<LoadState | null>(null);

/** Whether `listPromotions` has been asked for the referral promotion's flag yet. */
export const referralLoadAtom = atom<LoadState | null>(null);

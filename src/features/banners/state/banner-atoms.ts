import { atom } from 'jotai';
import type { components } from '../../../../openapi/runtime/generated/openapi';

type Banner = components['schemas']['Banner'];

/**
 * The banners of every group, from the announcement bundle (section 3 public store `banners`),
 * for the language they were asked in. Loaded once per language; every strip filters its group.
 */
export type BannersState =
  | { status: 'idle' }
  | { status: 'loading'; language: string }
  | { status: 'ready'; language: string; banners: Banner[] }
  | { status: 'failed'; language: string };

export const bannersStateAtom = atom<BannersState>({ status: 'idle' });

import { atom } from 'jotai';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import type { NoticePage } from '../api/notice-pages';

export type PageEntry =
  { state: 'loading' } | { state: 'ready'; page: NoticePage } | { state: 'error'; error: ApiError };

/** Pages of announcements by `<language>:<page>`, cached for the session (section 9). */
export const noticePagesAtom = atom<Record<string, PageEntry>>({});

/** What the notice dialog opens on: a page and, from the marquee, the notice that was chosen. */
export const noticeDialogTargetAtom = atom<{ page: number; noticeId: number | null }>({
  page: 1,
  noticeId: null,
});

/** The pop-up notices show once after the page loads; true once they were closed. */
export const popupsClosedAtom = atom(false);

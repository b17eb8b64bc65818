import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import type { NoticeRecord } from '../records';
import { pageOf } from '../../../core/paging';
import { newestFirst, notice } from '../presenters';

/** Notices of the requested types, newest first and paged, plus every pop-up among them, in `language`. */
export const listNoticesHandler = defineHandler('listNotices', 'anyone', ({ backend, query }) => {
  const language = query.language ?? 'EN';
  const types = [...new Set(query.type ?? ['B'])];
  const wanted = newestFirst(
    types.flatMap((type): NoticeRecord[] => backend.db.noticesOfType(type)),
  );
  const page = pageOf(wanted, query);
  return ok<'listNotices'>({
    ...page,
    list: page.list.map((n) => notice(n, language)),
    popup: wanted.filter((n) => n.popup).map((n) => notice(n, language)),
  });
});

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { featuredPromotions } from '../linked-records';
import type { NoticeRecord } from '../records';
import { pageOf } from '../rules/paging';
import { siteOrigin } from '../../../core/site-origin';
import { banners, newestFirst, notice } from './shapes';

/** Notices of the requested types, newest first and paged, plus every pop-up among them. */
export const listNotices = defineHandler('listNotices', 'anyone', ({ backend, query }) => {
  const types = [...new Set(query.type ?? ['B'])];
  const wanted = newestFirst(
    types.flatMap((type): NoticeRecord[] => backend.db.noticesOfType(type)),
  );
  const page = pageOf(wanted, query.pageNo ?? 1, query.pageSize ?? 30);
  return ok<'listNotices'>({
    ...page,
    list: page.list.map((n) => notice(n, 'EN')),
    popup: wanted.filter((n) => n.popup).map((n) => notice(n, 'EN')),
  });
});

/** The home page's bundle: `B` notices, every banner strip, the pop-ups and the featured promotions. */
export const getAnnouncements = defineHandler(
  'getAnnouncements',
  'anyone',
  ({ backend, headers, query }) => {
    const { db, clock } = backend;
    const language = query.language ?? 'EN';
    const promotions = featuredPromotions(db, clock.nowMs());
    return ok<'getAnnouncements'>({
      playerNotices: newestFirst(db.noticesOfType('B')).map((n) => notice(n, language)),
      banners: banners(db, siteOrigin(headers), promotions),
      popup: newestFirst(db.notices.all().filter((n) => n.popup)).map((n) => notice(n, language)),
      promotion: promotions,
    });
  },
);

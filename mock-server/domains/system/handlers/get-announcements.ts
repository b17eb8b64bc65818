import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { featuredPromotions } from '../rules/linked-records';
import { siteOrigin } from '../../../core/site-origin';
import { banners, newestFirst, notice } from '../presenters';

/** The home page's bundle: `B` notices, every banner strip, the pop-ups and the featured promotions. */
export const getAnnouncementsHandler = defineHandler(
  'getAnnouncements',
  'anyone',
  ({ backend, headers, query }) => {
    const { db, clock } = backend;
    const language = query.language ?? 'EN';
    const promotions = featuredPromotions(db, clock.nowMs(), language);
    return ok<'getAnnouncements'>({
      playerNotices: newestFirst(db.noticesOfType('B')).map((n) => notice(n, language)),
      banners: banners(db, siteOrigin(headers), promotions, language),
      popup: newestFirst(db.notices.all().filter((n) => n.popup)).map((n) => notice(n, language)),
      promotion: promotions,
    });
  },
);

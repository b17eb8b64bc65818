import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pageOf } from '../../../core/paging';

/** Agent announcements, newest first (texts are kept in English only; `language` picks nothing else yet). */
export const listAgentAnnouncementsHandler = defineHandler(
  'listAgentAnnouncements',
  'agent',
  ({ query, backend }) => {
    const now = backend.clock.iso();
    const notices = backend.db.agentNotices
      .all()
      .filter((n) => n.time <= now)
      .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
    return ok<'listAgentAnnouncements'>(pageOf(notices, query));
  },
);

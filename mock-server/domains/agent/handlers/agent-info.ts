import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { baseReferralCode, referralCodeOf } from '../../accounts/rules/referral-codes';
import { pageOf } from '../rules/paging';
import { referralLinks } from '../rules/referral-links';

/** Agent announcements, newest first (texts are kept in English only; `language` picks nothing else yet). */
export const listAgentAnnouncements = defineHandler(
  'listAgentAnnouncements',
  'agent',
  ({ query, backend }) => {
    const now = backend.clock.iso();
    const notices = backend.db.agentNotices
      .all()
      .filter((n) => n.time <= now)
      .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
    return ok<'listAgentAnnouncements'>(pageOf(notices, query.pageNo, query.pageSize));
  },
);

/** The caller's invitation code (the accounts domain's, which registration accepts) and its links. */
export const getReferralLink = defineHandler('getReferralLink', 'agent', ({ backend, me }) => {
  const agent = me();
  const referralCode = referralCodeOf(backend.db, agent.id) ?? baseReferralCode(agent.account);
  return ok<'getReferralLink'>({ referralCode, links: referralLinks(referralCode) });
});

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { baseReferralCode, referralCodeOf } from '../../accounts/rules/referral-codes';
import { referralLinks } from '../rules/referral-links';

/**
 * The caller's invitation code (the accounts domain's, which registration accepts) and its links:
 * any real member's, agents' for their downline and players' for the invite-friends page.
 */
export const getReferralLinkHandler = defineHandler(
  'getReferralLink',
  'realMember',
  ({ backend, me }) => {
    const member = me();
    const referralCode = referralCodeOf(backend.db, member.id) ?? baseReferralCode(member.account);
    return ok<'getReferralLink'>({ referralCode, links: referralLinks(referralCode) });
  },
);

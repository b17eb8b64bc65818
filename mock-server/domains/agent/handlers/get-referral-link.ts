import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { baseReferralCode, referralCodeOf } from '../../accounts/rules/referral-codes';
import { referralLinks } from '../rules/referral-links';

/** The caller's invitation code (the accounts domain's, which registration accepts) and its links. */
export const getReferralLinkHandler = defineHandler(
  'getReferralLink',
  'agent',
  ({ backend, me }) => {
    const agent = me();
    const referralCode = referralCodeOf(backend.db, agent.id) ?? baseReferralCode(agent.account);
    return ok<'getReferralLink'>({ referralCode, links: referralLinks(referralCode) });
  },
);

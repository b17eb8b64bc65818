import { defineHandler } from '../../../core/define-handler';
import { created, fail, refusals } from '../../../core/envelope';
import { isAgent } from '../../../core/members';
import { lowerRateConflicts, pendingOffer, recordOffer } from '../rules/contract-store';
import { findTeamMember } from '../rules/team';
import { contractView } from '../presenters';
import { isKindEnabled, kindLabel } from '../rules/contract-kinds';
import { termsProblem } from '../rules/contract-rates';
import { rateConflict } from '../rules/rate-conflict';

/** An upline offers a contract to a direct downline agent (status new), under the lower-rate rule. */
export const offerContractHandler = defineHandler(
  'offerContract',
  'agent',
  async ({ body, backend, me }) => {
    const { db, config, clock } = backend;
    if (!isKindEnabled(config.flags, body.kind))
      return refusals.featureDisabled(kindLabel[body.kind]);
    if (body.terms.kind !== body.kind)
      return refusals.invalid('body.terms.kind', 'terms.kind must equal kind');
    const problem = termsProblem(body.terms);
    if (problem) return refusals.invalid('body.terms.tiers', problem);
    const upline = me();
    const target = findTeamMember(db, upline.id, body.downline);
    if (!target) return fail(404, 'not_found', 'no such downline', { field: 'body.downline' });
    if (target.level !== 1)
      return refusals.invalid('body.downline', 'contracts are offered to direct downlines only');
    if (!isAgent(target.member))
      return refusals.invalid('body.downline', 'only agent accounts can receive contracts');
    if (pendingOffer(db, upline.id, target.member.id, body.kind)) {
      return fail(
        409,
        'contract_state_invalid',
        'an offer of this kind to this downline is still waiting for an answer',
        { field: 'body.kind' },
      );
    }
    const confirmLowerRate = body.confirmLowerRate === true;
    const conflicts = lowerRateConflicts(db, target.member.id, body.kind, body.terms);
    if (conflicts.length > 0 && !confirmLowerRate) return rateConflict(db, conflicts, 'body.terms');
    const offer = await recordOffer(db, {
      uplineId: upline.id,
      downlineId: target.member.id,
      terms: body.terms,
      confirmLowerRate,
      now: clock.iso(),
    });
    return created<'offerContract'>(contractView(db, offer));
  },
);

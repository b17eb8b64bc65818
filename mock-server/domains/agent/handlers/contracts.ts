import { defineHandler } from '../../../core/define-handler';
import { created, fail, ok, refusals } from '../../../core/envelope';
import type { ErrorEnvelope, Failure, Schemas } from '../../../core/handler-types';
import { isAgent } from '../../../core/members';
import type { Db } from '../../../db/create-db';
import { lowerRateConflicts, pendingOffer, recordOffer } from '../model/contracts';
import { findTeamMember } from '../model/team';
import { contractView } from '../model/views';
import { enabledKinds, isKindEnabled, kindLabel } from '../rules/contract-kinds';
import { termsProblem } from '../rules/contract-rates';
import { pageOf } from '../rules/paging';
import type { ContractKind, ContractRecord } from '../tables';

type RequestState = Schemas['ContractRequestState'];

/** 409 `contract_rate_conflict` listing the contracts the lower-rate rule would end. */
export function rateConflict(db: Db, conflicts: readonly ContractRecord[], field: string): Failure {
  const value: ErrorEnvelope['value'] & Schemas['ContractConflictError']['value'] = {
    conflictingContracts: conflicts.map((c) => contractView(db, c)),
  };
  return fail(
    409,
    'contract_rate_conflict',
    'the downline holds contracts of this kind with a higher rate; confirm the lower rate to end them',
    {
      field,
      value,
    },
  );
}

/** `new` (an offer to answer) wins over `termination`, which wins over `success`. */
function requestState(contracts: readonly ContractRecord[]): RequestState {
  for (const state of ['new', 'termination', 'success'] as const) {
    if (contracts.some((c) => c.status === state)) return state;
  }
  return 'none';
}

/** The caller's contract requests with its upline, per kind (disabled kinds: none). */
export const getConsolidatedContractInfo = defineHandler(
  'getConsolidatedContractInfo',
  'agent',
  ({ backend, me }) => {
    const { db, config } = backend;
    const mine = db.contractsOfferedTo(me().id);
    const stateOf = (kind: ContractKind): RequestState =>
      isKindEnabled(config.flags, kind)
        ? requestState(mine.filter((c) => c.kind === kind))
        : 'none';
    return ok<'getConsolidatedContractInfo'>({
      dailysalreqtype: stateOf('dailySalary'),
      divtypereq: stateOf('dividend'),
      contracthoursalreq: stateOf('hourlySalary'),
      realtimesalreqtype: stateOf('realtimeSalary'),
    });
  },
);

/** Contracts the caller offered (asUpline) and received (asDownline), most recently updated first. */
export const listContracts = defineHandler('listContracts', 'agent', ({ query, backend, me }) => {
  const { db, config } = backend;
  if (query.kind && !isKindEnabled(config.flags, query.kind))
    return refusals.featureDisabled(kindLabel[query.kind]);
  const kinds = query.kind ? [query.kind] : enabledKinds(config.flags);
  const agent = me();
  const offered = query.role === 'asDownline' ? [] : db.contractsOfferedBy(agent.id);
  const received = query.role === 'asUpline' ? [] : db.contractsOfferedTo(agent.id);
  const counterparty = query.account?.toLowerCase();
  const matches = [...offered, ...received].filter((c) => {
    if (!kinds.includes(c.kind)) return false;
    if (query.status && c.status !== query.status) return false;
    if (counterparty === undefined) return true;
    const otherId = c.uplineId === agent.id ? c.downlineId : c.uplineId;
    return db.members.get(otherId)?.account.toLowerCase() === counterparty;
  });
  matches.sort(
    (a, b) =>
      b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id, 'en', { numeric: true }),
  );
  const page = pageOf(matches, query.pageNo, query.pageSize);
  return ok<'listContracts'>({ ...page, list: page.list.map((c) => contractView(db, c)) });
});

/** An upline offers a contract to a direct downline agent (status new), under the lower-rate rule. */
export const offerContract = defineHandler(
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

import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { contractView } from '../presenters';
import { enabledKinds, isKindEnabled, kindLabel } from '../rules/contract-kinds';
import { pageOf } from '../../../core/paging';

/** Contracts the caller offered (asUpline) and received (asDownline), most recently updated first. */
export const listContractsHandler = defineHandler(
  'listContracts',
  'agent',
  ({ query, backend, me }) => {
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
    const page = pageOf(matches, query);
    return ok<'listContracts'>({ ...page, list: page.list.map((c) => contractView(db, c)) });
  },
);

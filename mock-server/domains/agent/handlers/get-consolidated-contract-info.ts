import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { isKindEnabled } from '../rules/contract-kinds';
import type { ContractKind, ContractRecord } from '../records';

type RequestState = Schemas['ContractRequestState'];

/** `new` (an offer to answer) wins over `termination`, which wins over `success`. */
function requestState(contracts: readonly ContractRecord[]): RequestState {
  for (const state of ['new', 'termination', 'success'] as const) {
    if (contracts.some((c) => c.status === state)) return state;
  }
  return 'none';
}

/** The caller's contract requests with its upline, per kind (disabled kinds: none). */
export const getConsolidatedContractInfoHandler = defineHandler(
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

import type { HandlerContext } from '../../../core/define-handler';
import { fail, refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import { applyTransition, lowerRateConflicts } from './contract-store';
import { contractView } from '../presenters';
import { isKindEnabled, kindLabel } from './contract-kinds';
import { contractTransition } from './contract-transitions';
import type { ContractKind } from '../records';
import { rateConflict } from './rate-conflict';

export type ProcessOperation =
  | 'processDividendContract'
  | 'processDailySalaryContract'
  | 'processHourlySalaryContract'
  | 'processRealtimeSalaryContract';

/**
 * One party's answer to a contract of one kind (ContractProcessRequest). Accepting an offer ends
 * the contract it supersedes and, by the lower-rate rule, the downline's own higher-rate contracts:
 * those confirmed by the upline's offer, or by the downline now with `confirmLowerRate`.
 */
export async function processContract(
  kind: ContractKind,
  ctx: HandlerContext<ProcessOperation>,
): Promise<Schemas['Contract'] | Failure> {
  const { db, config, clock } = ctx.backend;
  if (!isKindEnabled(config.flags, kind)) return refusals.featureDisabled(kindLabel[kind]);
  const caller = ctx.me();
  const contract = db.agentContracts.get(ctx.body.contractId);
  const party =
    contract &&
    contract.kind === kind &&
    (contract.uplineId === caller.id || contract.downlineId === caller.id);
  if (!contract || !party)
    return fail(404, 'not_found', `no ${kind} contract with this id`, { field: 'body.contractId' });
  const side = contract.uplineId === caller.id ? 'upline' : 'downline';
  const transition = contractTransition(contract, ctx.body.action, side);
  if (!transition) {
    return fail(
      409,
      'contract_state_invalid',
      `${side === 'upline' ? 'the upline' : 'the downline'} cannot ${ctx.body.action} a contract in status ${contract.status}`,
      {
        field: 'body.action',
      },
    );
  }
  const victims = transition.takesEffect
    ? lowerRateConflicts(db, contract.downlineId, kind, contract.terms)
    : [];
  if (victims.length > 0 && !contract.confirmLowerRate && ctx.body.confirmLowerRate !== true) {
    return rateConflict(db, victims, 'body.confirmLowerRate');
  }
  const updated = await applyTransition(db, contract, transition, victims, clock.iso());
  return contractView(db, updated);
}

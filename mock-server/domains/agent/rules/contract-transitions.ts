import type { ContractEndReason, ContractRecord, ContractSide, ContractStatus } from '../records';

export type ContractAction = 'accept' | 'reject' | 'terminate';

/** What a process action does to a contract (ContractProcessRequest's table). */
export interface ContractTransition {
  status: ContractStatus;
  /** Set when the contract enters `termination`; cleared (null) when it leaves it. */
  terminationRequestedBy?: ContractSide | null;
  endReason?: ContractEndReason;
  /** True for the acceptance of an offer: supersedes the contract in force, applies the lower-rate rule. */
  takesEffect?: boolean;
}

const otherSide = (side: ContractSide): ContractSide => (side === 'upline' ? 'downline' : 'upline');

/**
 * The allowed actions by status and side; null for anything else (409 `contract_state_invalid`).
 *
 * | status      | action    | by              | result                               |
 * | new         | accept    | downline        | success                              |
 * | new         | reject    | downline        | rejected                             |
 * | new         | terminate | upline          | terminated (offer withdrawn)         |
 * | success     | terminate | either          | termination, requested by the caller |
 * | termination | accept    | the other party | terminated                           |
 * | termination | reject    | the other party | success                              |
 */
export function contractTransition(
  contract: Pick<ContractRecord, 'status' | 'terminationRequestedBy'>,
  action: ContractAction,
  side: ContractSide,
): ContractTransition | null {
  switch (contract.status) {
    case 'new':
      if (side === 'downline' && action === 'accept')
        return { status: 'success', takesEffect: true };
      if (side === 'downline' && action === 'reject')
        return { status: 'rejected', endReason: 'rejected' };
      if (side === 'upline' && action === 'terminate')
        return { status: 'terminated', endReason: 'withdrawn' };
      return null;
    case 'success':
      return action === 'terminate'
        ? { status: 'termination', terminationRequestedBy: side }
        : null;
    case 'termination': {
      const asker = contract.terminationRequestedBy ?? otherSide(side);
      if (side === asker) return null;
      if (action === 'accept') return { status: 'terminated', endReason: 'terminationAccepted' };
      if (action === 'reject') return { status: 'success', terminationRequestedBy: null };
      return null;
    }
    case 'terminated':
    case 'rejected':
      return null;
  }
}

/** Statuses in which a contract binds its parties or is about to (the lower-rate rule looks at these). */
export const liveStatuses: readonly ContractStatus[] = ['new', 'success', 'termination'];
/** Statuses of a contract in force. */
export const inForceStatuses: readonly ContractStatus[] = ['success', 'termination'];

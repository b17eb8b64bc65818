import type { Contract } from './contract-terms';

export type ContractSide = 'upline' | 'downline';

/** What the contract's process operation is sent (ContractProcessRequest.action). */
export type ProcessAction = 'accept' | 'reject' | 'terminate';

/** A button a party sees on a contract: the action sent, its label and whether it asks first. */
export interface ContractAction {
  /** Label key under `agent-contracts.actions`. */
  id: 'accept' | 'reject' | 'withdraw' | 'terminate' | 'acceptTermination' | 'rejectTermination';
  action: ProcessAction;
  /** Ending something in force (or agreeing to) asks for a confirmation first. */
  confirm: boolean;
}

/**
 * The actions `side` may take on a contract (ContractProcessRequest): the downline accepts or
 * rejects an offer (`new`), the upline withdraws it; either party asks to end a contract in force
 * (`success`); the other party accepts or rejects that request (`termination`). Ended contracts
 * and one's own pending termination request offer nothing.
 */
export function contractActions(
  contract: Pick<Contract, 'status' | 'terminationRequestedBy'>,
  side: ContractSide,
): ContractAction[] {
  switch (contract.status) {
    case 'new':
      return side === 'downline'
        ? [
            { id: 'accept', action: 'accept', confirm: false },
            { id: 'reject', action: 'reject', confirm: true },
          ]
        : [{ id: 'withdraw', action: 'terminate', confirm: true }];
    case 'success':
      return [{ id: 'terminate', action: 'terminate', confirm: true }];
    case 'termination':
      return contract.terminationRequestedBy === side
        ? []
        : [
            { id: 'acceptTermination', action: 'accept', confirm: true },
            { id: 'rejectTermination', action: 'reject', confirm: false },
          ];
    case 'terminated':
    case 'rejected':
      return [];
  }
}

import { describe, expect, it } from 'vitest';
import type { ContractSide, ContractStatus } from '../records';
import { contractTransition, type ContractAction } from './contract-transitions';

const actions: ContractAction[] = ['accept', 'reject', 'terminate'];
const sides: ContractSide[] = ['upline', 'downline'];
const statuses: ContractStatus[] = ['new', 'success', 'termination', 'terminated', 'rejected'];

describe('contractTransition', () => {
  it('lets the downline accept or reject an offer and the upline withdraw it', () => {
    expect(contractTransition({ status: 'new' }, 'accept', 'downline')).toEqual({
      status: 'success',
      takesEffect: true,
    });
    expect(contractTransition({ status: 'new' }, 'reject', 'downline')).toEqual({
      status: 'rejected',
      endReason: 'rejected',
    });
    expect(contractTransition({ status: 'new' }, 'terminate', 'upline')).toEqual({
      status: 'terminated',
      endReason: 'withdrawn',
    });
    expect(contractTransition({ status: 'new' }, 'accept', 'upline')).toBeNull();
    expect(contractTransition({ status: 'new' }, 'terminate', 'downline')).toBeNull();
  });

  it('lets either party ask to end a contract in force, and only the other party answer', () => {
    expect(contractTransition({ status: 'success' }, 'terminate', 'downline')).toEqual({
      status: 'termination',
      terminationRequestedBy: 'downline',
    });
    const asked = { status: 'termination' as const, terminationRequestedBy: 'downline' as const };
    expect(contractTransition(asked, 'accept', 'downline')).toBeNull();
    expect(contractTransition(asked, 'accept', 'upline')).toEqual({
      status: 'terminated',
      endReason: 'terminationAccepted',
    });
    expect(contractTransition(asked, 'reject', 'upline')).toEqual({
      status: 'success',
      terminationRequestedBy: null,
    });
    expect(contractTransition(asked, 'terminate', 'upline')).toBeNull();
  });

  it('allows exactly the six moves of the table and nothing from the end states', () => {
    let allowed = 0;
    for (const status of statuses) {
      for (const side of sides) {
        for (const action of actions) {
          const requestedBy = status === 'termination' ? ('upline' as const) : undefined;
          if (contractTransition({ status, terminationRequestedBy: requestedBy }, action, side))
            allowed += 1;
        }
      }
    }
    // new: 3, success: terminate by either side (2), termination: accept or reject by the other party (2).
    expect(allowed).toBe(7);
    expect(contractTransition({ status: 'terminated' }, 'accept', 'downline')).toBeNull();
    expect(contractTransition({ status: 'rejected' }, 'terminate', 'upline')).toBeNull();
  });
});

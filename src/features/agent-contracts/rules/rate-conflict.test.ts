import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../openapi/runtime/client/api-error';
import { rateConflictOf } from './rate-conflict';

const contract = {
  contractId: 'ct-9',
  kind: 'dailySalary',
  status: 'success',
  upline: 'b',
  downline: 'c',
  terms: { kind: 'dailySalary', tiers: [{ betAmount: 50, rate: 1 }] },
  confirmLowerRate: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

describe('rateConflictOf', () => {
  it('lists the contracts a contract_rate_conflict names', () => {
    const error = new ApiError({
      key: 'contract_rate_conflict',
      message: 'lower',
      status: 409,
      operation: 'POST /wps/agent/contracts',
      value: { conflictingContracts: [contract] } as ApiError['value'],
    });
    expect(rateConflictOf(error)).toEqual([contract]);
  });

  it('is null for other failures and for anything that is not an ApiError', () => {
    const other = new ApiError({
      key: 'contract_state_invalid',
      message: 'pending',
      status: 409,
      operation: 'POST /wps/agent/contracts',
    });
    expect(rateConflictOf(other)).toBeNull();
    expect(rateConflictOf(new Error('boom'))).toBeNull();
  });
});

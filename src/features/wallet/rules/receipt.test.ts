import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { awaitsReceipt, maxProofBytes, proofFileProblem, receiptRequest } from './receipt';

const withdrawal = (
  status: components['schemas']['WithdrawalStatus'] = 'paid',
): components['schemas']['Withdrawal'] => ({
  withdrawalId: 'WD1',
  requestId: 'req-12345678',
  amount: 300.1,
  status,
  payeeAccount: { bankName: 'BDO', accountName: 'A', accountNumber: '****1234' },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('proof files', () => {
  it('accepts png and jpg up to 5 MB', () => {
    expect(proofFileProblem({ type: 'image/png', size: maxProofBytes })).toBeNull();
    expect(proofFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other types, then larger files', () => {
    expect(proofFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(proofFileProblem({ type: '', size: 10 })).toBe('type');
    expect(proofFileProblem({ type: 'image/png', size: maxProofBytes + 1 })).toBe('size');
  });
});

describe('receipt answers', () => {
  it('only a paid withdrawal awaits one', () => {
    expect(awaitsReceipt(withdrawal('paid'))).toBe(true);
    expect(awaitsReceipt(withdrawal('autoReceived'))).toBe(false);
    expect(awaitsReceipt(withdrawal('processing'))).toBe(false);
  });

  it('sends the received and remaining amounts of a partial receipt, with its proof', () => {
    expect(receiptRequest(withdrawal(), 'partlyReceived', 200_05, [png])).toEqual({
      result: 'partlyReceived',
      amountReceived: 200.05,
      remainingAmount: 100.05,
      proofImages: [png],
    });
  });

  it('sends proof only with the answers that say money is missing', () => {
    expect(receiptRequest(withdrawal(), 'received', 0, [png])).toEqual({ result: 'received' });
    expect(receiptRequest(withdrawal(), 'notReceived', 0, [png])).toEqual({
      result: 'notReceived',
      proofImages: [png],
    });
    expect(receiptRequest(withdrawal(), 'notReceived', 0, [])).toEqual({ result: 'notReceived' });
  });
});

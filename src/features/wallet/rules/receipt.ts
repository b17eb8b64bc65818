import type { components } from '../../../../openapi/runtime/generated/openapi';
import { fromCents, toCents } from './amounts';

type Withdrawal = components['schemas']['Withdrawal'];
export type ReceiptRequest = components['schemas']['WithdrawalReceiptRequest'];
export type ReceiptResult = ReceiptRequest['result'];

/** Section 5: at most 3 images, png or jpg, at most 5 MB each. */
export const maxProofImages = 3;
export const maxProofBytes = 5 * 1024 * 1024;
export const proofImageTypes = ['image/png', 'image/jpeg'] as const;

export type ProofFileProblem = 'type' | 'size';

/** Why a chosen file cannot be sent as proof, checked in the browser before any upload. */
export function proofFileProblem(file: { type: string; size: number }): ProofFileProblem | null {
  if (!(proofImageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxProofBytes) return 'size';
  return null;
}

/** Only a paid withdrawal awaits the player's answer (until its `autoReceiptAt`). */
export const awaitsReceipt = (withdrawal: Withdrawal): boolean => withdrawal.status === 'paid';

/** What did not arrive when `receivedCents` of the withdrawal did. */
export function remainingCents(withdrawal: Withdrawal, receivedCents: number): number {
  return toCents(withdrawal.amount) - receivedCents;
}

/** Proof images go with the answers that say money is missing. */
export const takesProof = (result: ReceiptResult): boolean => result !== 'received';

/** The request for the player's answer; `receivedCents` counts only for a partial receipt. */
export function receiptRequest(
  withdrawal: Withdrawal,
  result: ReceiptResult,
  receivedCents: number,
  proofImages: readonly string[],
): ReceiptRequest {
  const proof = proofImages.length > 0 ? { proofImages: [...proofImages] } : {};
  if (result === 'received') return { result };
  if (result === 'notReceived') return { result, ...proof };
  return {
    result,
    amountReceived: fromCents(receivedCents),
    remainingAmount: fromCents(remainingCents(withdrawal, receivedCents)),
    ...proof,
  };
}

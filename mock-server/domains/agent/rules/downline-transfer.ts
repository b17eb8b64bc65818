import type { MockBackend } from '../../../core/backend';
import { fail } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import {
  findWallet,
  fromCents,
  InsufficientFunds,
  mainWallet,
  moveMoney,
} from '../../../core/money';
import type { MemberRecord } from '../../../db/core-records';
import type { AgentTransferRecord } from '../records';

function nextTransferId(backend: MockBackend, now: string): string {
  const day = now.slice(2, 10).replaceAll('-', '');
  let seq = backend.db.agentTransfers.size + 1;
  while (backend.db.agentTransfers.get(`AT${day}${String(seq).padStart(6, '0')}`)) seq += 1;
  return `AT${day}${String(seq).padStart(6, '0')}`;
}

/**
 * Moves money MAIN -> MAIN between the caller and the other member with one `moveMoney` (debit and
 * credit together, never below zero), recording the transfer. Runs inside the pipeline's write lock.
 */
export async function transfer(
  backend: MockBackend,
  from: MemberRecord,
  to: MemberRecord,
  request: { amountCents: number; requestId: string; direction: AgentTransferRecord['direction'] },
): Promise<Schemas['AgentTransfer'] | Failure> {
  const now = backend.clock.iso();
  const transferId = nextTransferId(backend, now);
  try {
    await moveMoney(backend.db, {
      from: { memberId: from.id, walletCode: mainWallet },
      to: { memberId: to.id, walletCode: mainWallet },
      amountCents: request.amountCents,
      type: 'agentTransfer',
      reference: transferId,
      remark:
        request.direction === 'toDownline'
          ? `from ${from.account} to downline ${to.account}`
          : `from ${from.account} to upline ${to.account}`,
      time: now,
    });
  } catch (error) {
    if (error instanceof InsufficientFunds)
      return fail(400, 'insufficient_balance', 'the main wallet balance is too low', {
        field: 'body.amount',
      });
    throw error;
  }
  await backend.db.agentTransfers.insert({
    id: transferId,
    requestId: request.requestId,
    direction: request.direction,
    fromMemberId: from.id,
    toMemberId: to.id,
    amountCents: request.amountCents,
    createdAt: now,
  });
  return {
    transferId,
    requestId: request.requestId,
    direction: request.direction,
    fromAccount: from.account,
    toAccount: to.account,
    amount: fromCents(request.amountCents),
    balanceAfter: fromCents(findWallet(backend.db, from.id, mainWallet)?.balanceCents ?? 0),
    createdAt: now,
  };
}

export const amountInvalid = () =>
  fail(400, 'amount_invalid', 'amount must be positive with at most 2 decimals', {
    field: 'body.amount',
  });

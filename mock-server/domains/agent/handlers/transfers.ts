import type { MockBackend } from '../../../core/backend';
import { defineHandler } from '../../../core/define-handler';
import { fail, ok } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import { idempotent } from '../../../core/idempotency';
import {
  findWallet,
  fromCents,
  InsufficientFunds,
  mainWallet,
  moveMoney,
} from '../../../core/money';
import type { MemberRecord } from '../../../db/core-records';
import { findTeamMember } from '../model/team';
import { amountToCents, canMoveMoney, paymentPasswordMatches } from '../rules/transfer-rules';
import type { AgentTransferRecord } from '../tables';
import { isFailure } from './report-input';

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
async function transfer(
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

const amountInvalid = () =>
  fail(400, 'amount_invalid', 'amount must be positive with at most 2 decimals', {
    field: 'body.amount',
  });
const passwordInvalid = () =>
  fail(400, 'payment_password_invalid', 'wrong payment password', {
    field: 'body.paymentPassword',
  });

/** Agent -> any member of its downline tree. */
export const transferToDownline = defineHandler(
  'transferToDownline',
  'agent',
  ({ body, backend, me }) => {
    const agent = me();
    const amountCents = amountToCents(body.amount);
    if (amountCents === null) return amountInvalid();
    if (!paymentPasswordMatches(agent, body.paymentPassword)) return passwordInvalid();
    const target = findTeamMember(backend.db, agent.id, body.account);
    if (!target) return fail(404, 'not_found', 'no such downline', { field: 'body.account' });
    const key = {
      memberId: agent.id,
      operationId: 'transferToDownline' as const,
      requestId: body.requestId,
      fields: { account: target.member.id, amountCents },
    };
    return idempotent(backend, key, async () => {
      if (!canMoveMoney(agent))
        return fail(409, 'conflict', 'your account may not move money now', {
          field: 'body.account',
        });
      if (!canMoveMoney(target.member))
        return fail(
          409,
          'conflict',
          `the account of ${target.member.account} is ${target.member.status}`,
          { field: 'body.account' },
        );
      const done = await transfer(backend, agent, target.member, {
        amountCents,
        requestId: body.requestId,
        direction: 'toDownline',
      });
      return isFailure(done) ? done : ok<'transferToDownline'>(done);
    });
  },
);

/** Any real member -> its direct upline. */
export const transferToUpline = defineHandler(
  'transferToUpline',
  'realMember',
  ({ body, backend, me }) => {
    const member = me();
    const upline = member.uplineId ? backend.db.members.get(member.uplineId) : undefined;
    if (!upline) return fail(403, 'forbidden', 'this account has no upline to transfer to');
    if (!canMoveMoney(member)) return fail(403, 'forbidden', 'this account may not move money now');
    const amountCents = amountToCents(body.amount);
    if (amountCents === null) return amountInvalid();
    if (!paymentPasswordMatches(member, body.paymentPassword)) return passwordInvalid();
    const key = {
      memberId: member.id,
      operationId: 'transferToUpline' as const,
      requestId: body.requestId,
      fields: { upline: upline.id, amountCents },
    };
    return idempotent(backend, key, async () => {
      if (!canMoveMoney(upline))
        return fail(409, 'conflict', `the upline's account is ${upline.status}`);
      const done = await transfer(backend, member, upline, {
        amountCents,
        requestId: body.requestId,
        direction: 'toUpline',
      });
      return isFailure(done) ? done : ok<'transferToUpline'>(done);
    });
  },
);

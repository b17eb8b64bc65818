import { defineHandler } from '../../../core/define-handler';
import { created, isFailure } from '../../../core/envelope';
import { createMember } from '../../../core/members';
import { findWallet, fromCents, mainWallet, moveMoney } from '../../../core/money';
import { assignReferralCode } from '../../accounts/rules/referral-codes';
import { cryptoRandom } from '../../accounts/rules/random-values';
import { localOnly } from '../rules/control-access';
import {
  defaultPrefix,
  freeAccountName,
  sandboxPassword,
  uplineProblem,
  wholeCents,
} from '../rules/sandbox-members';

/**
 * A fresh member or agent for a test of its own: created with `createMember` like registration and
 * `registerDownline` (main wallet, invitation code, the upline's tree), its opening balance booked
 * as a ledger credit entering the platform, so the ledger still sums to the balance.
 */
export const createSandboxMemberHandler = defineHandler(
  'createSandboxMember',
  'anyone',
  localOnly(async ({ body, backend }) => {
    const { db, clock } = backend;
    const type = body.type ?? 1;
    const balanceCents = wholeCents(body.balance ?? 0, 'body.balance');
    if (isFailure(balanceCents)) return balanceCents;
    const upline = body.upline === undefined ? null : db.memberByAccount(body.upline.toLowerCase());
    if (body.upline !== undefined) {
      const problem = uplineProblem(upline ?? undefined);
      if (problem) return problem;
    }
    const account = freeAccountName(
      body.prefix ?? defaultPrefix(type),
      db.members.size + 1,
      (name) => db.memberByAccount(name) !== undefined,
    );
    const password = sandboxPassword(cryptoRandom);
    const now = clock.iso();
    const member = await createMember(db, {
      account,
      password,
      type,
      uplineId: upline?.id ?? null,
      nickname: '',
      firstTimeLogin: true,
      paymentPassword: body.paymentPassword ?? null,
      createdAt: now,
    });
    await assignReferralCode(db, member);
    if (balanceCents > 0) {
      await moveMoney(db, {
        from: null,
        to: { memberId: member.id, walletCode: mainWallet },
        amountCents: balanceCents,
        type: 'adjustment',
        reference: `SANDBOX-${member.id}`,
        remark: 'sandbox credit',
        time: now,
      });
    }
    return created<'createSandboxMember'>({
      account: member.account,
      password,
      paymentPassword: member.paymentPassword,
      type,
      upline: upline?.account ?? null,
      balance: fromCents(findWallet(db, member.id, mainWallet)?.balanceCents ?? 0),
    });
  }),
);

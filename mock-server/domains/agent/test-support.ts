import { isInTree } from '../../core/members';
import { findWallet, mainWallet } from '../../core/money';
import type { MemberRecord } from '../../db/core-records';
import { isDemoAccount } from '../../seed/demo-accounts';
import type { TestBackend } from '../../testing/test-backend';
import type { ContractKind, ContractStatus } from './records';

/** Lookups of seeded agent data for the conformance cases and behaviour tests (ids are never hard-coded). */

export function memberNamed(t: TestBackend, account: string): MemberRecord {
  const member = t.backend.db.memberByAccount(account.toLowerCase());
  if (!member) throw new Error(`no member ${account}`);
  return member;
}

export function balanceCents(t: TestBackend, account: string): number {
  return findWallet(t.backend.db, memberNamed(t, account).id, mainWallet)?.balanceCents ?? 0;
}

/** The id of the first contract between two accounts of a kind in a status (or one of several). */
export function contractIdOf(
  t: TestBackend,
  upline: string,
  downline: string,
  kind: ContractKind,
  status: ContractStatus | readonly ContractStatus[],
): string {
  const statuses: readonly ContractStatus[] = typeof status === 'string' ? [status] : status;
  const uplineId = memberNamed(t, upline).id;
  const downlineId = memberNamed(t, downline).id;
  const found = t.backend.db
    .contractsOfferedBy(uplineId)
    .find((c) => c.downlineId === downlineId && c.kind === kind && statuses.includes(c.status));
  if (!found) throw new Error(`no ${statuses.join('/')} ${kind} contract ${upline} -> ${downline}`);
  return found.id;
}

/** A member of a generated agent's tree: outside demoagent's tree (and demomaster's). */
export function foreignTeamMember(t: TestBackend): MemberRecord {
  const { db } = t.backend;
  const master = memberNamed(t, 'demomaster');
  const found = db.members
    .all()
    .find(
      (m) =>
        m.uplineId !== null &&
        m.type === 0 &&
        !isDemoAccount(m.account) &&
        !isInTree(db, master.id, m.id),
    );
  if (!found) throw new Error('no generated agent tree');
  return found;
}

/** A contract between two generated agents (demo accounts are no party to it). */
export function foreignContractId(t: TestBackend, kind: ContractKind): string {
  const demoIds = new Set(
    ['demomaster', 'demoagent', 'demosubagent', 'demosubagent2'].map(
      (name) => memberNamed(t, name).id,
    ),
  );
  const found = t.backend.db.agentContracts
    .all()
    .find((c) => c.kind === kind && !demoIds.has(c.uplineId) && !demoIds.has(c.downlineId));
  if (!found) throw new Error(`no generated ${kind} contract`);
  return found.id;
}

/** A taken account name that passes the published username rule (so the refusal is about the name being taken). */
export function takenValidUsername(t: TestBackend): string {
  const found = t.backend.db.members
    .all()
    .find((m) => /^[a-zA-Z][a-zA-Z0-9]{5,15}$/.test(m.account));
  if (!found) throw new Error('no member with a rule-conforming account name');
  return found.account;
}

let counter = 0;
/** A fresh idempotency key (RequestId: 8-64 letters, digits, _ and -). */
export function newRequestId(prefix = 'req'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

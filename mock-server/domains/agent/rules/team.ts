import { downlineTree } from '../../../core/members';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';

/** A member of an agent's team with its depth below the agent (1 = direct downline). */
export interface TeamMember {
  member: MemberRecord;
  level: number;
}

/**
 * How many levels `memberId` is below `agentId`, or null when it is not strictly below it (the
 * agent itself, its uplines and other agents' members). This is the one isolation check: an agent
 * reads nothing of a member for which this is null.
 */
export function levelBelow(db: Db, agentId: number, memberId: number): number | null {
  let current = db.members.get(memberId);
  let level = 0;
  // The walk is bounded so that a broken upline chain (a cycle) cannot hang a request.
  while (current && level <= db.members.size) {
    if (current.id === agentId) return level > 0 ? level : null;
    level += 1;
    current = current.uplineId ? db.members.get(current.uplineId) : undefined;
  }
  return null;
}

/** The member of the agent's downline tree with this account name (case-insensitive), or null. */
export function findTeamMember(db: Db, agentId: number, account: string): TeamMember | null {
  const member = db.memberByAccount(account.toLowerCase());
  if (!member) return null;
  const level = levelBelow(db, agentId, member.id);
  return level === null ? null : { member, level };
}

/** Every member below `rootId` down to `depth` levels, with its level counted from `rootId`. */
export function teamOf(db: Db, rootId: number, depth?: number): TeamMember[] {
  return downlineTree(db, rootId, depth ?? Number.POSITIVE_INFINITY).map(
    ({ member, depth: level }) => ({ member, level }),
  );
}

/**
 * The team a report covers: with `account`, only that member (reports) ; otherwise every member of
 * the caller's tree down to `depth`. Null when `account` is not in the caller's tree (404).
 */
export function reportMembers(
  db: Db,
  agent: MemberRecord,
  query: { account?: string; depth?: number },
): TeamMember[] | null {
  if (query.account === undefined) return teamOf(db, agent.id, query.depth);
  const one = findTeamMember(db, agent.id, query.account);
  if (!one) return null;
  return query.depth !== undefined && one.level > query.depth ? [] : [one];
}

/**
 * The direct downlines of `account` (the agent itself or a member of its tree), with their levels
 * counted from the agent; null when `account` is neither (404, existence not revealed).
 */
export function directDownlinesOf(
  db: Db,
  agent: MemberRecord,
  account: string,
): TeamMember[] | null {
  const isAgent = account.toLowerCase() === agent.account.toLowerCase();
  const parent = isAgent ? { member: agent, level: 0 } : findTeamMember(db, agent.id, account);
  if (!parent) return null;
  return teamOf(db, parent.member.id, 1).map(({ member }) => ({
    member,
    level: parent.level + 1,
  }));
}

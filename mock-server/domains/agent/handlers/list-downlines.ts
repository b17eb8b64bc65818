import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import type { MemberRecord } from '../../../db/core-records';
import { directDownlinesOf, findTeamMember, teamOf, type TeamMember } from '../rules/team';
import { downlineView } from '../presenters';
import { pageOf } from '../../../core/paging';
import { notInTree } from '../rules/report-input';

const newestRegistrationFirst = (a: { member: MemberRecord }, b: { member: MemberRecord }) =>
  b.member.createdAt.localeCompare(a.member.createdAt) || b.member.id - a.member.id;

/**
 * Team management: the caller's downline tree (or one member of it, or one member's direct
 * downlines), newest registrations first.
 */
export const listDownlinesHandler = defineHandler(
  'listDownlines',
  'agent',
  ({ query, backend, me }) => {
    const { db } = backend;
    const agent = me();
    let members: TeamMember[];
    if (query.upline === undefined) members = teamOf(db, agent.id, query.depth);
    else {
      const children = directDownlinesOf(db, agent, query.upline);
      if (!children) return notInTree('query.upline');
      members = children.filter((t) => query.depth === undefined || t.level <= query.depth);
    }
    if (query.account !== undefined) {
      const one = findTeamMember(db, agent.id, query.account);
      if (!one) return notInTree('query.account');
      const outside =
        (query.depth !== undefined && one.level > query.depth) ||
        (query.upline !== undefined && !members.some((t) => t.member.id === one.member.id));
      members = outside ? [] : [one];
    }
    if (query.status) members = members.filter((t) => t.member.status === query.status);
    const page = pageOf(
      members.filter((t) => t.member.type !== 4).sort(newestRegistrationFirst),
      query,
    );
    return ok<'listDownlines'>({
      ...page,
      list: page.list.flatMap(({ member, level }) => downlineView(db, member, level) ?? []),
    });
  },
);

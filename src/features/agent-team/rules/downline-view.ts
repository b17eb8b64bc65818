import type { ListDownlinesQuery } from '../api/use-list-downlines';

/**
 * What team management shows: the agent's direct downlines, or the direct downlines of the member
 * drilled into (`trail`, from the agent down), or the one member an account search finds.
 */
export interface DownlineView {
  /** Accounts drilled into, from the agent's direct downline down; empty at the top. */
  trail: readonly string[];
  /** An account searched for (exact, any level); empty when not searching. */
  search: string;
  pageNo: number;
}

export const firstView: DownlineView = { trail: [], search: '', pageNo: 1 };

/** Into a member's own team: one level deeper, page 1, the search cleared. */
export function drillInto(view: DownlineView, account: string): DownlineView {
  return { trail: [...view.trail, account], search: '', pageNo: 1 };
}

/** Back up the breadcrumb: `depth` 0 is the agent's own direct downlines. */
export function backTo(view: DownlineView, depth: number): DownlineView {
  return { trail: view.trail.slice(0, Math.max(0, depth)), search: '', pageNo: 1 };
}

/** A search by account, across the whole team; an empty one goes back to where the trail is. */
export function searchFor(view: DownlineView, account: string): DownlineView {
  return { ...view, search: account.trim(), pageNo: 1 };
}

/** The `listDownlines` query of a view. */
export function downlinesQuery(
  view: DownlineView,
  agentAccount: string,
  pageSize: number,
): ListDownlinesQuery {
  const paging = { pageNo: view.pageNo, pageSize };
  if (view.search) return { account: view.search, ...paging };
  return { upline: view.trail.at(-1) ?? agentAccount, ...paging };
}

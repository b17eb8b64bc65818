import type { DayRange } from '../../../lib/dates/day-range';

/**
 * Whose records a team report covers: one member (the contract's `account`, matched exactly) or the
 * whole tree, all levels or only the direct downlines (`depth` 1).
 */
export interface TeamScope {
  account?: string | undefined;
  directOnly?: boolean | undefined;
}

/** The contract's account bounds (1 to 64 characters). */
export const accountMaxLength = 64;

/** What is typed in the member field as the contract's `account`: trimmed, blank means everyone. */
export function accountOf(typed: string | undefined): string | undefined {
  const account = typed?.trim() ?? '';
  return account === '' ? undefined : account.slice(0, accountMaxLength);
}

/** The query fields of a scope: each only when it narrows the report. */
export function scopeQuery(scope: TeamScope): { account?: string; depth?: number } {
  const account = accountOf(scope.account);
  return {
    ...(account ? { account } : {}),
    ...(scope.directOnly ? { depth: 1 } : {}),
  };
}

/**
 * A team report's query: its days, its scope, its own filters (left out when not chosen, so "All"
 * never reaches the server as a value) and, for paged reports, the page.
 */
export function teamReportQuery<Filters extends Record<string, string | undefined>>(
  range: DayRange,
  scope: TeamScope,
  filters: Filters,
): { startDate: string; endDate: string; account?: string; depth?: number } & Partial<Filters> {
  const chosen = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ) as Partial<Filters>;
  return { startDate: range.startDate, endDate: range.endDate, ...scopeQuery(scope), ...chosen };
}

import { useState } from 'react';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import type { DayRange } from '../../../lib/dates/day-range';
import { useRecordFilter } from '../../../hooks/use-record-filter';
import { accountOf, type TeamScope } from '../rules/team-report-query';

/**
 * A team report's filter: the record filter (days, the report's own filters, page) plus its scope
 * (one member or all, all levels or direct downlines). The member field is typed and applied with
 * the days (Search or a preset); a page opened for a member (`?ac=…&acAccount=bob`, from team
 * management) starts with that member.
 */
export function useTeamFilter<Extra extends object>(initialExtra: Extra) {
  const { extras } = useAgentCentreAddress();
  const [initialAccount] = useState(() => extras.account ?? '');
  const records = useRecordFilter<Extra & TeamScope>({
    ...initialExtra,
    account: accountOf(initialAccount),
    directOnly: false,
  });
  const [typedAccount, setTypedAccount] = useState(initialAccount);
  const scope: TeamScope = {
    account: records.filter.extra.account,
    directOnly: records.filter.extra.directOnly,
  };
  return {
    ...records,
    scope,
    typedAccount,
    setTypedAccount,
    /** The days and what is typed in the member field, together (Search or a preset). */
    search(range: DayRange) {
      records.setRange(range);
      records.setExtra({ account: accountOf(typedAccount) } as Partial<Extra & TeamScope>);
    },
  };
}

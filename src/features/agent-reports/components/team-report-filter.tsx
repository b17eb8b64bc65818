import type { ReactNode } from 'react';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { agentReportMaxDays, recordPresets } from '../../../lib/records/record-filter';
import type { useTeamFilter } from '../hooks/use-team-filter';
import { TeamScopeFields } from './team-scope-fields';

/**
 * A team report's filter form: the days (presets, at most the agent reports' 90), the member and
 * the levels, then the report's own fields (`children`).
 */
export function TeamReportFilter<Extra extends object>({
  team,
  children,
}: {
  team: ReturnType<typeof useTeamFilter<Extra>>;
  children?: ReactNode;
}) {
  return (
    <DateRangeFilter
      value={team.filter.range}
      onChange={team.search}
      maxDays={agentReportMaxDays}
      presets={recordPresets}
    >
      <TeamScopeFields
        account={team.typedAccount}
        onAccount={team.setTypedAccount}
        directOnly={Boolean(team.filter.extra.directOnly)}
        onDirectOnly={(directOnly) =>
          team.setExtra({ directOnly } as Parameters<typeof team.setExtra>[0])
        }
      />
      {children}
    </DateRangeFilter>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { QueryState } from '../../../components/query-state';
import { ProfitTrendChart } from '../../../components/records/profit-trend-chart';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RecordTotals, toneClass, toneOf } from '../../../components/records/record-totals';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import { downloadCsv } from '../../../lib/csv/download-csv';
import { todayAt } from '../../../lib/dates/calendar-day';
import type { DayRange } from '../../../lib/dates/day-range';
import { weekStartOf } from '../../../lib/dates/week-start';
import { recordPresets } from '../../../lib/records/record-filter';
import { useGetTeamOverview } from '../api/use-get-team-overview';
import { overviewCsv, overviewCsvName } from '../rules/overview-csv';
import {
  agentReportMaxDays,
  overviewPeriods,
  periodOf,
  periodRange,
  type OverviewPeriod,
} from '../rules/overview-periods';
import '../../../components/date-range/date-range-filter.css';
import '../../../components/records/records.css';
import './agent-team.css';

type Overview = components['schemas']['AgentTeamOverview'];

const sameDays = (a: DayRange, b: DayRange): boolean =>
  a.startDate === b.startDate && a.endDate === b.endDate;
type Day = Overview['days'][number];

/**
 * Overview (`agentTeamOverview`, the agent centre's default page): the team's members, new and
 * active members, deposits, withdrawals, valid bet and profit/loss over a chosen period (today,
 * yesterday, this or last week in the member's locale, this or last month, or any days up to 90),
 * the profit/loss per day as a chart and a table, and the days as CSV.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const weekStart = weekStartOf(useLanguageCode());
  const today = todayAt(new Date());
  const [range, setRange] = useState<DayRange>(() => periodRange('thisWeek', today, weekStart));
  // The period last clicked, while the days are still its days: on the first day of a week (or a
  // month) "this week" and "today" are the same days, and the one the agent chose is the one shown
  // as chosen. Days picked by hand show the first period they happen to match, if any.
  const [clicked, setClicked] = useState<OverviewPeriod | null>('thisWeek');
  const chosen =
    clicked && sameDays(periodRange(clicked, today, weekStart), range)
      ? clicked
      : periodOf(range, today, weekStart);
  const query = useGetTeamOverview(range);

  return (
    <div className="agent-team">
      <div
        className="date-range__presets"
        role="group"
        aria-label={t('agent-team.overview.periods')}
      >
        {overviewPeriods.map((period) => (
          <button
            key={period}
            type="button"
            className="date-range__preset"
            aria-pressed={chosen === period}
            onClick={() => {
              setClicked(period);
              setRange(periodRange(period, today, weekStart));
            }}
          >
            {t(`agent-team.overview.period.${period}`)}
          </button>
        ))}
      </div>
      <DateRangeFilter
        value={range}
        onChange={(days) => {
          setClicked(null);
          setRange(days);
        }}
        maxDays={agentReportMaxDays}
        presets={recordPresets}
      />
      <div className="records-body" aria-busy={query.isFetching || undefined}>
        <QueryState query={query} failedText={t('agent-team.overview.failed')}>
          {(overview) => <OverviewFigures overview={overview} />}
        </QueryState>
      </div>
    </div>
  );
}

function OverviewFigures({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const address = useAgentCentreAddress();
  const label = (key: string) => t(`agent-team.overview.figures.${key}`);

  const columns: RecordColumn<Day>[] = [
    { key: 'day', header: label('day'), cell: (d) => format.day(d.date) },
    { key: 'new', header: label('newMembers'), numeric: true, cell: (d) => d.newMembers },
    { key: 'active', header: label('activeMembers'), numeric: true, cell: (d) => d.activeMembers },
    {
      key: 'deposits',
      header: label('deposits'),
      numeric: true,
      cell: (d) => format.money(d.depositAmount),
    },
    {
      key: 'withdrawals',
      header: label('withdrawals'),
      numeric: true,
      cell: (d) => format.money(d.withdrawalAmount),
    },
    {
      key: 'valid',
      header: label('validBet'),
      numeric: true,
      cell: (d) => format.money(d.validBet),
    },
    {
      key: 'winLoss',
      header: label('profitLoss'),
      numeric: true,
      cell: (d) => <span className={toneClass(d.winLoss)}>{format.signed(d.winLoss)}</span>,
    },
  ];

  const exportCsv = () =>
    downloadCsv(
      overviewCsvName(overview),
      overviewCsv(overview, {
        day: label('day'),
        total: label('total'),
        newMembers: label('newMembers'),
        activeMembers: label('activeMembers'),
        deposits: label('deposits'),
        withdrawals: label('withdrawals'),
        validBet: label('validBet'),
        winLoss: label('profitLoss'),
      }),
    );

  return (
    <>
      <div data-testid="team-overview-figures" className="agent-overview__figures">
        <RecordTotals
          items={[
            { key: 'teamSize', term: label('teamSize'), value: String(overview.teamSize) },
            {
              key: 'direct',
              term: label('directDownlines'),
              value: String(overview.directDownlines),
            },
            { key: 'new', term: label('newMembers'), value: String(overview.newMembers) },
            { key: 'active', term: label('activeMembers'), value: String(overview.activeMembers) },
            {
              key: 'deposits',
              term: label('deposits'),
              value: format.money(overview.depositAmount),
            },
            {
              key: 'withdrawals',
              term: label('withdrawals'),
              value: format.money(overview.withdrawalAmount),
            },
            { key: 'valid', term: label('validBet'), value: format.money(overview.validBet) },
            {
              key: 'profitLoss',
              term: label('profitLoss'),
              value: format.signed(overview.winLoss),
              tone: toneOf(overview.winLoss),
            },
          ]}
        />
        <p className="agent-team__note">{t('agent-team.overview.profitLossNote')}</p>
      </div>
      {overview.teamSize === 0 ? (
        <div className="agent-team__hint">
          <p>{t('agent-team.overview.noTeam')}</p>
          <Button variant="secondary" onClick={() => address.show('registerCenter')}>
            {t('agent-team.overview.registerDownline')}
          </Button>
        </div>
      ) : null}
      <ProfitTrendChart
        days={overview.days.map((d) => ({ date: d.date, profitLoss: d.winLoss }))}
        title={t('agent-team.overview.chartTitle')}
        valueLabel={label('profitLoss')}
      />
      <div className="agent-team__actions">
        <Button variant="secondary" onClick={exportCsv}>
          {t('agent-team.overview.export')}
        </Button>
      </div>
      <RecordTable
        caption={t('agent-team.overview.perDay')}
        columns={columns}
        rows={overview.days}
        rowKey={(d) => d.date}
      />
    </>
  );
}

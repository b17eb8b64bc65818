import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { RecordSelect } from '../../../components/records/record-select';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RecordTotals, toneClass, toneOf } from '../../../components/records/record-totals';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { csvOfPages } from '../../../lib/csv/collect-pages';
import { recordPageSize } from '../../../lib/records/record-filter';
import { betStatuses, gameTypes } from '../../../lib/records/record-options';
import { listTeamBetsOptions, useListTeamBets } from '../api/use-list-team-bets';
import { useTeamFilter } from '../hooks/use-team-filter';
import { csvFileName, teamBetColumns, type TeamBet } from '../rules/report-csv';
import { teamReportQuery } from '../rules/team-report-query';
import { TeamReportResults } from './team-report-results';
import { TeamReportFilter } from './team-report-filter';
import '../../../components/records/records.css';

type GameType = components['schemas']['GameType'];
type BetStatus = components['schemas']['BetStatus'];

/**
 * Team betting (`personalHistoryCopy` in the agent centre): the bets of the agent's team by days,
 * member, levels, game type and status, with the totals of every matching bet and a CSV of them.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const queryClient = useQueryClient();
  const team = useTeamFilter<{ gameType?: GameType | undefined; status?: BetStatus | undefined }>(
    {},
  );
  const { filter, scope } = team;
  const selection = teamReportQuery(filter.range, scope, {
    gameType: filter.extra.gameType,
    status: filter.extra.status,
  });
  const query = useListTeamBets({ ...selection, pageNo: filter.pageNo, pageSize: recordPageSize });

  const columns: RecordColumn<TeamBet>[] = [
    {
      key: 'member',
      header: t('agent-reports.member'),
      cell: (b) => (
        <>
          {b.account}
          <span className="records-sub">{t('agent-reports.levelOf', { level: b.level })}</span>
        </>
      ),
    },
    {
      key: 'game',
      header: t('records.bets.game'),
      cell: (b) => (
        <>
          {b.gameName}
          <span className="records-sub">
            {t(`records.gameTypes.${b.gameType}`)} · {b.vendor}
          </span>
        </>
      ),
    },
    {
      key: 'stake',
      header: t('agent-reports.bets.stake'),
      numeric: true,
      cell: (b) => format.money(b.betAmount),
    },
    {
      key: 'valid',
      header: t('records.bets.validBet'),
      numeric: true,
      cell: (b) => format.money(b.validBet),
    },
    {
      key: 'result',
      header: t('agent-reports.bets.result'),
      numeric: true,
      cell: (b) => <span className={toneClass(b.winLoss)}>{format.signed(b.winLoss)}</span>,
    },
    {
      key: 'status',
      header: t('records.bets.status'),
      cell: (b) => t(`records.betStatus.${b.status}`),
    },
    { key: 'time', header: t('records.bets.time'), cell: (b) => format.dateTime(b.betTime) },
  ];

  const exportCsv = () =>
    csvOfPages(
      async (pageNo, pageSize) =>
        (await queryClient.fetchQuery(listTeamBetsOptions({ ...selection, pageNo, pageSize })))
          .value,
      teamBetColumns(t),
    );

  return (
    <div className="records">
      <TeamReportFilter team={team}>
        <RecordSelect
          label={t('records.filters.gameType')}
          allLabel={t('records.filters.allGameTypes')}
          value={filter.extra.gameType}
          options={gameTypes.map((value) => ({ value, label: t(`records.gameTypes.${value}`) }))}
          onChange={(gameType) => team.setExtra({ gameType })}
        />
        <RecordSelect
          label={t('records.filters.status')}
          allLabel={t('records.filters.allStatuses')}
          value={filter.extra.status}
          options={betStatuses.map((value) => ({ value, label: t(`records.betStatus.${value}`) }))}
          onChange={(status) => team.setExtra({ status })}
        />
      </TeamReportFilter>
      <TeamReportResults
        query={query}
        account={scope.account}
        csvFileName={csvFileName('team-bets', filter.range, scope.account)}
        exportCsv={exportCsv}
        texts="bets"
        onPage={team.setPage}
      >
        {(answer) => (
          <>
            <RecordTotals
              items={[
                {
                  key: 'count',
                  term: t('records.bets.betCount'),
                  value: String(answer.summary.betCount),
                },
                {
                  key: 'stake',
                  term: t('agent-reports.bets.stake'),
                  value: format.money(answer.summary.betAmount),
                },
                {
                  key: 'valid',
                  term: t('records.bets.validBet'),
                  value: format.money(answer.summary.validBet),
                },
                {
                  key: 'result',
                  term: t('agent-reports.bets.result'),
                  value: format.signed(answer.summary.winLoss),
                  tone: toneOf(answer.summary.winLoss),
                },
              ]}
            />
            <RecordTable
              caption={t('agent-reports.bets.table')}
              columns={columns}
              rows={answer.list}
              rowKey={(b) => b.id}
            />
          </>
        )}
      </TeamReportResults>
    </div>
  );
}

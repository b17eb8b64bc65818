import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { CsvExportButton } from '../../../components/records/csv-export-button';
import { RecordList } from '../../../components/records/record-list';
import { RecordSelect } from '../../../components/records/record-select';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { toneClass } from '../../../components/records/record-totals';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { csvOfPages } from '../../../lib/csv/collect-pages';
import { recordPageSize } from '../../../lib/records/record-filter';
import { transactionTypes } from '../../../lib/records/record-options';
import {
  listTeamTransactionsOptions,
  useListTeamTransactions,
} from '../api/use-list-team-transactions';
import { useTeamFilter } from '../hooks/use-team-filter';
import { csvFileName, teamTransactionColumns, type TeamTransaction } from '../rules/report-csv';
import { teamReportQuery } from '../rules/team-report-query';
import { NotInTeam, isNotInTeam } from './not-in-team';
import { TeamReportFilter } from './team-report-filter';
import '../../../components/records/records.css';

type TransactionType = components['schemas']['TransactionType'];

/**
 * Transaction details (`agentDownlineTransactionDetailsCopy`): the account records of the agent's
 * team by days, member, levels and type, newest first, and a CSV of them. The operation gives no
 * totals (amounts of different types do not add up to anything meaningful).
 */
export default function TeamTransactionsPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const queryClient = useQueryClient();
  const team = useTeamFilter<{ type?: TransactionType | undefined }>({});
  const { filter, scope } = team;
  const selection = teamReportQuery(filter.range, scope, { type: filter.extra.type });
  const query = useListTeamTransactions({
    ...selection,
    pageNo: filter.pageNo,
    pageSize: recordPageSize,
  });

  const columns: RecordColumn<TeamTransaction>[] = [
    {
      key: 'member',
      header: t('agent-reports.member'),
      cell: (x) => (
        <>
          {x.account}
          <span className="records-sub">{t('agent-reports.levelOf', { level: x.level })}</span>
        </>
      ),
    },
    {
      key: 'type',
      header: t('records.transactions.type'),
      cell: (x) => (
        <>
          {t(`records.transactionTypes.${x.type}`)}
          {x.status !== 'success' ? (
            <span className="records-sub">{t(`records.transactionStatus.${x.status}`)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('records.transactions.amount'),
      numeric: true,
      cell: (x) => <span className={toneClass(x.amount)}>{format.signed(x.amount)}</span>,
    },
    {
      key: 'balance',
      header: t('records.transactions.balanceAfter'),
      numeric: true,
      cell: (x) => format.money(x.balanceAfter),
    },
    { key: 'time', header: t('records.transactions.time'), cell: (x) => format.dateTime(x.time) },
  ];

  const exportCsv = () =>
    csvOfPages(
      async (pageNo, pageSize) =>
        (
          await queryClient.fetchQuery(
            listTeamTransactionsOptions({ ...selection, pageNo, pageSize }),
          )
        ).value,
      teamTransactionColumns(t),
    );

  return (
    <div className="records">
      <TeamReportFilter team={team}>
        <RecordSelect
          label={t('records.filters.transactionType')}
          allLabel={t('records.filters.allTypes')}
          value={filter.extra.type}
          options={transactionTypes.map((value) => ({
            value,
            label: t(`records.transactionTypes.${value}`),
          }))}
          onChange={(type) => team.setExtra({ type })}
        />
      </TeamReportFilter>
      <div className="records-toolbar">
        <CsvExportButton
          fileName={csvFileName('team-transactions', filter.range, scope.account)}
          build={exportCsv}
          disabled={!query.data || query.data.totalCount === 0}
        />
      </div>
      {isNotInTeam(query.error, scope.account) ? (
        <NotInTeam account={scope.account ?? ''} />
      ) : (
        <RecordList
          query={query}
          fetching={query.isFetching}
          failedText={t('agent-reports.transactions.failed')}
          emptyText={t('agent-reports.transactions.empty')}
          pagesLabel={t('agent-reports.transactions.pages')}
          onPage={team.setPage}
        >
          {(answer) => (
            <RecordTable
              caption={t('agent-reports.transactions.table')}
              columns={columns}
              rows={answer.list}
              rowKey={(x) => x.id}
            />
          )}
        </RecordList>
      )}
    </div>
  );
}

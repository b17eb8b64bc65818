import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
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
import { TeamReportResults } from './team-report-results';
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
      <TeamReportResults
        query={query}
        account={scope.account}
        csvFileName={csvFileName('team-transactions', filter.range, scope.account)}
        exportCsv={exportCsv}
        texts="transactions"
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
      </TeamReportResults>
    </div>
  );
}

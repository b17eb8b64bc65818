import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { useListTransactions } from '../api/use-list-transactions';
import {
  memberRecordMaxDays,
  recordPageSize,
  recordPresets,
} from '../../../lib/records/record-filter';
import { transactionTypes } from '../../../lib/records/record-options';
import { useRecordFilter } from '../../../hooks/use-record-filter';
import { RecordList } from '../../../components/records/record-list';
import { RecordSelect } from '../../../components/records/record-select';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { toneClass } from '../../../components/records/record-totals';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import '../../../components/records/records.css';

type Transaction = components['schemas']['Transaction'];
type TransactionType = components['schemas']['TransactionType'];

/** The account record (`transactionHistory`): the member's transactions by days and type. */
export default function AccountRecordPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const { filter, setRange, setExtra, setPage } = useRecordFilter<{
    type?: TransactionType | undefined;
  }>({});
  const query = useListTransactions({
    ...filter.range,
    ...(filter.extra.type ? { type: filter.extra.type } : {}),
    pageNo: filter.pageNo,
    pageSize: recordPageSize,
  });

  const columns: RecordColumn<Transaction>[] = [
    { key: 'time', header: t('records.transactions.time'), cell: (x) => format.dateTime(x.time) },
    {
      key: 'type',
      header: t('records.transactions.type'),
      cell: (x) => (
        <>
          {t(`records.transactionTypes.${x.type}`)}
          {x.remark ? <span className="records-sub">{x.remark}</span> : null}
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
    {
      key: 'wallet',
      header: t('records.transactions.wallet'),
      cell: (x) => (x.wallet === 'MAIN' ? t('records.transactions.mainWallet') : x.wallet),
    },
    {
      key: 'status',
      header: t('records.transactions.status'),
      cell: (x) => t(`records.transactionStatus.${x.status}`),
    },
    { key: 'reference', header: t('records.transactions.reference'), cell: (x) => x.reference },
  ];

  return (
    <div className="records">
      <DateRangeFilter
        value={filter.range}
        onChange={setRange}
        maxDays={memberRecordMaxDays}
        presets={recordPresets}
      >
        <RecordSelect
          label={t('records.filters.transactionType')}
          allLabel={t('records.filters.allTypes')}
          value={filter.extra.type}
          options={transactionTypes.map((value) => ({
            value,
            label: t(`records.transactionTypes.${value}`),
          }))}
          onChange={(type) => setExtra({ type })}
        />
      </DateRangeFilter>
      <RecordList
        query={query}
        fetching={query.isFetching}
        failedText={t('records.transactions.failed')}
        emptyText={t('records.transactions.empty')}
        pagesLabel={t('records.transactions.pages')}
        onPage={setPage}
      >
        {(answer) => (
          <RecordTable
            caption={t('records.transactions.table')}
            columns={columns}
            rows={answer.list}
            rowKey={(x) => x.id}
          />
        )}
      </RecordList>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { useListBonusDetails } from '../api/use-list-bonus-details';
import { recordPageSize, recordPresets } from '../../../lib/records/record-filter';
import { bonusTypes } from '../../../lib/records/record-options';
import { useRecordFilter } from '../../../hooks/use-record-filter';
import { RecordList } from '../../../components/records/record-list';
import { RecordSelect } from '../../../components/records/record-select';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RecordTotals } from '../../../components/records/record-totals';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import '../../../components/records/records.css';

type BonusDetail = components['schemas']['BonusDetail'];
type BonusType = BonusDetail['bonusType'];

/**
 * Bonus details (`bonusDetails`): the member's bonuses by days and source, with the total of the
 * filter. The contract bounds no span here, so the filter has no maximum.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const { filter, setRange, setExtra, setPage } = useRecordFilter<{
    bonusType?: BonusType | undefined;
  }>({});
  const query = useListBonusDetails({
    ...filter.range,
    ...(filter.extra.bonusType ? { bonusType: filter.extra.bonusType } : {}),
    pageNo: filter.pageNo,
    pageSize: recordPageSize,
  });

  const columns: RecordColumn<BonusDetail>[] = [
    { key: 'time', header: t('records.bonus.time'), cell: (b) => format.dateTime(b.time) },
    { key: 'title', header: t('records.bonus.title'), cell: (b) => b.title },
    {
      key: 'type',
      header: t('records.bonus.bonusType'),
      cell: (b) => t(`records.bonusTypes.${b.bonusType}`),
    },
    {
      key: 'amount',
      header: t('records.bonus.amount'),
      numeric: true,
      cell: (b) => format.money(b.amount),
    },
    {
      key: 'status',
      header: t('records.bonus.status'),
      cell: (b) => t(`records.bonusStatus.${b.status}`),
    },
  ];

  return (
    <div className="records">
      <DateRangeFilter value={filter.range} onChange={setRange} presets={recordPresets}>
        <RecordSelect
          label={t('records.filters.bonusType')}
          allLabel={t('records.filters.allBonusTypes')}
          value={filter.extra.bonusType}
          options={bonusTypes.map((value) => ({ value, label: t(`records.bonusTypes.${value}`) }))}
          onChange={(bonusType) => setExtra({ bonusType })}
        />
      </DateRangeFilter>
      <RecordList
        query={query}
        fetching={query.isFetching}
        failedText={t('records.bonus.failed')}
        emptyText={t('records.bonus.empty')}
        pagesLabel={t('records.bonus.pages')}
        onPage={setPage}
      >
        {(answer) => (
          <>
            <RecordTotals
              items={[
                {
                  key: 'total',
                  term: t('records.bonus.total'),
                  value: format.money(answer.totalAmount),
                },
              ]}
            />
            <RecordTable
              caption={t('records.bonus.table')}
              columns={columns}
              rows={answer.list}
              rowKey={(b) => String(b.bonusId)}
            />
          </>
        )}
      </RecordList>
    </div>
  );
}

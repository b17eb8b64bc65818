import {
  agentReportMaxDays,
  recordPageSize,
  recordPresets,
} from '../../../lib/records/record-filter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { RecordList } from '../../../components/records/record-list';
import { RecordSelect } from '../../../components/records/record-select';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RecordTotals } from '../../../components/records/record-totals';
import { useRecordFilter } from '../../../hooks/use-record-filter';
import { downloadCsv } from '../../../lib/csv/download-csv';
import { toCsv } from '../../../lib/csv/to-csv';
import { fetchAllDividendRecords, useListDividendRecords } from '../api/use-list-dividend-records';
import { useContractFormats } from './use-contract-formats';

type DividendRecord = components['schemas']['DividendRecord'];
type Role = 'asDownline' | 'asUpline';
const roles: readonly Role[] = ['asDownline', 'asUpline'];

/** Agent reports take at most 90 days (src/lib/records). */
export const dividendRecordMaxDays = agentReportMaxDays;

/**
 * Dividend records (`listDividendRecords`): the settlements of the agent's dividend contracts per
 * period, received from the upline or paid to the team, by days (presets, at most 90), paged, with
 * the total of the filter and a CSV export of every matching record.
 */
export function DividendRecords() {
  const { t } = useTranslation();
  const format = useContractFormats();
  const { filter, setRange, setExtra, setPage } = useRecordFilter<{ role?: Role | undefined }>({});
  const base = { ...filter.range, ...(filter.extra.role ? { role: filter.extra.role } : {}) };
  const query = useListDividendRecords({
    ...base,
    pageNo: filter.pageNo,
    pageSize: recordPageSize,
  });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const period = (r: DividendRecord) => `${format.day(r.periodStart)} – ${format.day(r.periodEnd)}`;
  const columns: RecordColumn<DividendRecord>[] = [
    { key: 'period', header: t('agent-contracts.records.period'), cell: period },
    {
      key: 'settlement',
      header: t('agent-contracts.terms.period'),
      cell: (r) => t(`agent-contracts.periods.${r.settlementPeriod}`),
    },
    {
      key: 'parties',
      header: t('agent-contracts.records.parties'),
      cell: (r) => t('agent-contracts.records.from', { upline: r.upline, downline: r.downline }),
    },
    {
      key: 'validBet',
      header: t('agent-contracts.fields.periodValidBet'),
      numeric: true,
      cell: (r) => format.money(r.validBet),
    },
    {
      key: 'profitLoss',
      header: t('agent-contracts.fields.periodProfitLoss'),
      numeric: true,
      cell: (r) => format.signed(r.profitLoss),
    },
    {
      key: 'active',
      header: t('agent-contracts.fields.activeMembers'),
      numeric: true,
      cell: (r) => String(r.activeMembers),
    },
    {
      key: 'rate',
      header: t('agent-contracts.fields.rate'),
      numeric: true,
      cell: (r) => format.rate(r.rate),
    },
    {
      key: 'amount',
      header: t('agent-contracts.records.amount'),
      numeric: true,
      cell: (r) => format.money(r.amount),
    },
    {
      key: 'status',
      header: t('agent-contracts.team.status'),
      cell: (r) => t(`agent-contracts.records.status.${r.status}`),
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    const all = await fetchAllDividendRecords(base);
    setExporting(false);
    if (!all.ok) {
      setExportError(
        `${t('agent-contracts.records.exportFailed')} ${t(`errors.${all.error.key}`)}`,
      );
      return;
    }
    const csv = toCsv(all.value, [
      { header: t('agent-contracts.records.periodStart'), value: (r) => r.periodStart },
      { header: t('agent-contracts.records.periodEnd'), value: (r) => r.periodEnd },
      {
        header: t('agent-contracts.terms.period'),
        value: (r) => t(`agent-contracts.periods.${r.settlementPeriod}`),
      },
      { header: t('agent-contracts.records.upline'), value: (r) => r.upline },
      { header: t('agent-contracts.records.downline'), value: (r) => r.downline },
      { header: t('agent-contracts.fields.periodValidBet'), value: (r) => r.validBet },
      { header: t('agent-contracts.fields.periodProfitLoss'), value: (r) => r.profitLoss },
      { header: t('agent-contracts.fields.activeMembers'), value: (r) => r.activeMembers },
      { header: t('agent-contracts.fields.rate'), value: (r) => r.rate },
      { header: t('agent-contracts.records.amount'), value: (r) => r.amount },
      {
        header: t('agent-contracts.team.status'),
        value: (r) => t(`agent-contracts.records.status.${r.status}`),
      },
      { header: t('agent-contracts.records.settledAt'), value: (r) => r.settledAt ?? '' },
    ]);
    downloadCsv(`dividend-records-${filter.range.startDate}-${filter.range.endDate}`, csv);
  };

  return (
    <div className="records">
      <DateRangeFilter
        value={filter.range}
        onChange={setRange}
        presets={recordPresets}
        maxDays={dividendRecordMaxDays}
      >
        <RecordSelect
          label={t('agent-contracts.records.role')}
          allLabel={t('agent-contracts.records.allRoles')}
          value={filter.extra.role}
          options={roles.map((value) => ({
            value,
            label: t(`agent-contracts.records.roles.${value}`),
          }))}
          onChange={(role) => setExtra({ role })}
        />
      </DateRangeFilter>
      <RecordList
        query={query}
        fetching={query.isFetching}
        failedText={t('agent-contracts.records.failed')}
        emptyText={t('agent-contracts.records.empty')}
        pagesLabel={t('agent-contracts.records.pages')}
        onPage={setPage}
      >
        {(answer) => (
          <>
            <RecordTotals
              items={[
                {
                  key: 'total',
                  term: t('agent-contracts.records.total'),
                  value: format.money(answer.totalAmount),
                },
              ]}
            />
            <div className="contract-export">
              <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
                {t('agent-contracts.records.export')}
              </Button>
              {exportError ? (
                <p className="contract-error" role="alert">
                  {exportError}
                </p>
              ) : null}
            </div>
            <RecordTable
              caption={t('agent-contracts.records.table')}
              columns={columns}
              rows={answer.list}
              rowKey={(r) => r.recordId}
            />
          </>
        )}
      </RecordList>
    </div>
  );
}

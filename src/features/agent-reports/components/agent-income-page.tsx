import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { QueryState } from '../../../components/query-state';
import { CsvExportButton } from '../../../components/records/csv-export-button';
import { ProfitTrendChart } from '../../../components/records/profit-trend-chart';
import { RecordTotals } from '../../../components/records/record-totals';
import { useRecordFilter } from '../../../hooks/use-record-filter';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { toCsv } from '../../../lib/csv/to-csv';
import { numberFormat } from '../../../lib/format/intl-formats';
import { agentReportMaxDays, recordPresets } from '../../../lib/records/record-filter';
import { useGetAgentIncome } from '../api/use-get-agent-income';
import { incomeTrend, sourceBars } from '../rules/income-chart';
import { csvFileName, incomeDayColumns } from '../rules/report-csv';
import '../../../components/records/records.css';
import './agent-reports.css';

/**
 * My income (`agentRevenueReport`): the agent's own dividend, salary and commission credits over
 * the days — the total, a bar per source with its share (a table, so every figure is text too),
 * the income per day as the record kit's day chart, and a CSV of the days. The operation answers
 * the whole range at once, so the export is the answer shown.
 */
export default function AgentIncomePage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const { filter, setRange } = useRecordFilter({});
  const query = useGetAgentIncome(filter.range);
  const percent = numberFormat(format.locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });

  return (
    <div className="records">
      <DateRangeFilter
        value={filter.range}
        onChange={setRange}
        maxDays={agentReportMaxDays}
        presets={recordPresets}
      />
      <div className="records-toolbar">
        <CsvExportButton
          fileName={csvFileName('my-income', filter.range)}
          disabled={!query.data || query.data.daily.length === 0}
          build={async () => {
            const daily = query.data?.daily ?? [];
            return {
              csv: toCsv(daily, incomeDayColumns(t)),
              rows: daily.length,
              totalCount: daily.length,
            };
          }}
        />
      </div>
      <div className="records-body" aria-busy={query.isFetching || undefined}>
        <QueryState
          query={query}
          failedText={t('agent-reports.income.failed')}
          isEmpty={(income) => income.totals.total === 0}
          empty={<p className="records-empty">{t('agent-reports.income.empty')}</p>}
        >
          {(income) => (
            <>
              <RecordTotals
                items={[
                  {
                    key: 'total',
                    term: t('agent-reports.income.total'),
                    value: format.money(income.totals.total),
                  },
                ]}
              />
              <div
                className="records-table"
                role="region"
                aria-label={t('agent-reports.income.bySource')}
                tabIndex={0}
              >
                <table className="agent-income">
                  <caption className="visually-hidden">
                    {t('agent-reports.income.bySource')}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('agent-reports.income.source')}</th>
                      <th scope="col" className="records-table__num">
                        {t('agent-reports.income.amount')}
                      </th>
                      <th scope="col" className="agent-income__share-head">
                        {t('agent-reports.income.share')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {sourceBars(income.totals).map((bar) => (
                      <tr key={bar.source}>
                        <th scope="row">{t(`agent-reports.income.sources.${bar.source}`)}</th>
                        <td className="records-table__num">{format.money(bar.amount)}</td>
                        <td className="agent-income__share">
                          <span className="agent-income__track" aria-hidden="true">
                            <span
                              className="agent-income__bar"
                              style={{ width: `${Math.round(bar.share * 1000) / 10}%` }}
                            />
                          </span>
                          <span className="agent-income__percent">{percent.format(bar.share)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ProfitTrendChart
                days={incomeTrend(
                  { startDate: income.startDate, endDate: income.endDate },
                  income.daily,
                )}
                title={t('agent-reports.income.perDay')}
                valueLabel={t('agent-reports.income.total')}
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

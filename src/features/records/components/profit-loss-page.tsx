import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { QueryState } from '../../../components/query-state';
import { useGetPersonalProfitLoss } from '../api/use-get-personal-profit-loss';
import { memberRecordMaxDays, recordPresets } from '../../../lib/records/record-filter';
import { useRecordFilter } from '../../../hooks/use-record-filter';
import { ProfitTrendChart } from '../../../components/records/profit-trend-chart';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RecordTotals, toneClass, toneOf } from '../../../components/records/record-totals';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import '../../../components/records/records.css';

type ProfitLoss = components['schemas']['MemberProfitLoss'];
type Row = ProfitLoss['rows'][number];

function quiet(report: ProfitLoss): boolean {
  return report.rows.length === 0 && report.total.bonus === 0 && report.total.rebate === 0;
}

/**
 * Personal profit and loss (`personalProfit`): the totals over the days (win/loss, bonus, rebate,
 * profit/loss), the trend per day as a small chart, and the figures per game type.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const { filter, setRange } = useRecordFilter({});
  const query = useGetPersonalProfitLoss(filter.range);

  const columns: RecordColumn<Row>[] = [
    {
      key: 'gameType',
      header: t('records.profit.gameType'),
      cell: (r) => t(`records.gameTypes.${r.gameType}`),
    },
    { key: 'count', header: t('records.bets.betCount'), numeric: true, cell: (r) => r.betCount },
    {
      key: 'bet',
      header: t('records.bets.betAmount'),
      numeric: true,
      cell: (r) => format.money(r.betAmount),
    },
    {
      key: 'valid',
      header: t('records.bets.validBet'),
      numeric: true,
      cell: (r) => format.money(r.validBet),
    },
    {
      key: 'payout',
      header: t('records.bets.payout'),
      numeric: true,
      cell: (r) => format.money(r.payout),
    },
    {
      key: 'winLoss',
      header: t('records.bets.winLoss'),
      numeric: true,
      cell: (r) => <span className={toneClass(r.winLoss)}>{format.signed(r.winLoss)}</span>,
    },
  ];

  return (
    <div className="records">
      <DateRangeFilter
        value={filter.range}
        onChange={setRange}
        maxDays={memberRecordMaxDays}
        presets={recordPresets}
      />
      <div className="records-body" aria-busy={query.isFetching || undefined}>
        <QueryState
          query={query}
          failedText={t('records.profit.failed')}
          isEmpty={quiet}
          empty={<p className="records-empty">{t('records.profit.empty')}</p>}
        >
          {(report) => (
            <>
              <RecordTotals
                items={[
                  {
                    key: 'count',
                    term: t('records.bets.betCount'),
                    value: String(report.total.betCount),
                  },
                  {
                    key: 'valid',
                    term: t('records.bets.validBet'),
                    value: format.money(report.total.validBet),
                  },
                  {
                    key: 'winLoss',
                    term: t('records.bets.winLoss'),
                    value: format.signed(report.total.winLoss),
                    tone: toneOf(report.total.winLoss),
                  },
                  {
                    key: 'bonus',
                    term: t('records.profit.bonus'),
                    value: format.money(report.total.bonus),
                  },
                  {
                    key: 'rebate',
                    term: t('records.profit.rebate'),
                    value: format.money(report.total.rebate),
                  },
                  {
                    key: 'profitLoss',
                    term: t('records.profit.profitLoss'),
                    value: format.signed(report.total.profitLoss),
                    tone: toneOf(report.total.profitLoss),
                  },
                ]}
              />
              <ProfitTrendChart days={report.days} />
              {report.rows.length > 0 ? (
                <RecordTable
                  caption={t('records.profit.byGameType')}
                  columns={columns}
                  rows={report.rows}
                  rowKey={(r) => r.gameType}
                />
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

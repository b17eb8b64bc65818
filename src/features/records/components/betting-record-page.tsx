import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { useListBets } from '../api/use-list-bets';
import {
  memberRecordMaxDays,
  recordPageSize,
  recordPresets,
} from '../../../lib/records/record-filter';
import { gameTypes, betStatuses } from '../../../lib/records/record-options';
import { useRecordFilter } from '../../../hooks/use-record-filter';
import { RecordList } from '../../../components/records/record-list';
import { RecordSelect } from '../../../components/records/record-select';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { RecordTotals, toneClass, toneOf } from '../../../components/records/record-totals';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import '../../../components/records/records.css';

type Bet = components['schemas']['Bet'];
type GameType = components['schemas']['GameType'];
type BetStatus = components['schemas']['BetStatus'];

/** The betting record (`personalHistoryCopy`): the member's bets by days, game type and status. */
export default function BettingRecordPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const { filter, setRange, setExtra, setPage } = useRecordFilter<{
    gameType?: GameType | undefined;
    status?: BetStatus | undefined;
  }>({});
  const query = useListBets({
    ...filter.range,
    ...(filter.extra.gameType ? { gameType: filter.extra.gameType } : {}),
    ...(filter.extra.status ? { status: filter.extra.status } : {}),
    pageNo: filter.pageNo,
    pageSize: recordPageSize,
  });

  const columns: RecordColumn<Bet>[] = [
    { key: 'time', header: t('records.bets.time'), cell: (b) => format.dateTime(b.betTime) },
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
    { key: 'id', header: t('records.bets.id'), cell: (b) => b.id },
    {
      key: 'bet',
      header: t('records.bets.betAmount'),
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
      key: 'payout',
      header: t('records.bets.payout'),
      numeric: true,
      cell: (b) => format.money(b.payout),
    },
    {
      key: 'winLoss',
      header: t('records.bets.winLoss'),
      numeric: true,
      cell: (b) => <span className={toneClass(b.winLoss)}>{format.signed(b.winLoss)}</span>,
    },
    {
      key: 'status',
      header: t('records.bets.status'),
      cell: (b) => t(`records.betStatus.${b.status}`),
    },
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
          label={t('records.filters.gameType')}
          allLabel={t('records.filters.allGameTypes')}
          value={filter.extra.gameType}
          options={gameTypes.map((value) => ({ value, label: t(`records.gameTypes.${value}`) }))}
          onChange={(gameType) => setExtra({ gameType })}
        />
        <RecordSelect
          label={t('records.filters.status')}
          allLabel={t('records.filters.allStatuses')}
          value={filter.extra.status}
          options={betStatuses.map((value) => ({ value, label: t(`records.betStatus.${value}`) }))}
          onChange={(status) => setExtra({ status })}
        />
      </DateRangeFilter>
      <RecordList
        query={query}
        fetching={query.isFetching}
        failedText={t('records.bets.failed')}
        emptyText={t('records.bets.empty')}
        pagesLabel={t('records.bets.pages')}
        onPage={setPage}
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
                  key: 'bet',
                  term: t('records.bets.betAmount'),
                  value: format.money(answer.summary.betAmount),
                },
                {
                  key: 'valid',
                  term: t('records.bets.validBet'),
                  value: format.money(answer.summary.validBet),
                },
                {
                  key: 'winLoss',
                  term: t('records.bets.winLoss'),
                  value: format.signed(answer.summary.winLoss),
                  tone: toneOf(answer.summary.winLoss),
                },
              ]}
            />
            <RecordTable
              caption={t('records.bets.table')}
              columns={columns}
              rows={answer.list}
              rowKey={(b) => b.id}
            />
          </>
        )}
      </RecordList>
    </div>
  );
}

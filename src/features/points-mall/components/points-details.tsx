import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useDatedPages } from '../../../hooks/use-dated-pages';
import { historyPresets } from '../../../lib/dates/day-range';
import { useListPointsTransactions } from '../api/use-list-points-transactions';
import { signedPoints } from '../rules/points';
import { SelectFilter } from './select-filter';
import { usePointsFormat } from './use-points-format';

type TransactionType = components['schemas']['PointsTransactionType'];

const types: readonly TransactionType[] = ['earn', 'redeem', 'convert', 'refund', 'adjust'];
const pageSize = 10;

/**
 * Points details: the member's points lines of the chosen days and kind, newest first, 10 a page;
 * earned and spent shown with a + or − sign (and a colour, never colour alone), the balance after
 * each line, its reference and time.
 */
export function PointsDetails() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const { range, pageNo, setRange, setPage } = useDatedPages();
  const [type, setType] = useState<TransactionType | undefined>(undefined);
  const lines = useListPointsTransactions(range, type, pageNo, pageSize);
  return (
    <div className="points-mall__section">
      <DateRangeFilter value={range} onChange={setRange} presets={historyPresets}>
        <SelectFilter
          label={t('points-mall.details.type')}
          value={type}
          allLabel={t('points-mall.details.allTypes')}
          options={types.map((value) => ({
            value,
            label: t(`points-mall.details.types.${value}`),
          }))}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
      </DateRangeFilter>
      <QueryState
        query={lines}
        failedText={t('points-mall.details.failed')}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="points-mall__note">{t('points-mall.details.empty')}</p>}
      >
        {(data) => (
          <>
            <ul className="points-records" aria-label={t('points-mall.tabs.details')}>
              {data.list.map((line) => (
                <li key={line.transactionId} className="points-record">
                  <div className="points-record__main">
                    <strong>{t(`points-mall.details.types.${line.type}`)}</strong>
                    <span
                      className={`points-change points-change--${line.changedPoints >= 0 ? 'in' : 'out'}`}
                    >
                      {signedPoints(line.changedPoints, format.number)}
                    </span>
                  </div>
                  <div className="points-record__meta">
                    <span>
                      {t('points-mall.details.balanceAfter', {
                        points: format.number(line.pointsBalance),
                      })}
                    </span>
                    {line.referenceNumber ? (
                      <span>
                        {t('points-mall.history.reference', { id: line.referenceNumber })}
                      </span>
                    ) : null}
                    <span>{format.time(line.createdAt)}</span>
                  </div>
                  {line.remark ? <p className="points-mall__note">{line.remark}</p> : null}
                </li>
              ))}
            </ul>
            <Pager
              current={pageNo}
              total={data.totalPages}
              label={t('points-mall.details.pages')}
              onChoose={setPage}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

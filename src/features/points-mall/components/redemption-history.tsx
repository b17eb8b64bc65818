import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useDatedPages } from '../../../hooks/use-dated-pages';
import { historyPresets } from '../../../lib/dates/day-range';
import { useListPointsRedemptions } from '../api/use-list-points-redemptions';
import { SelectFilter } from './select-filter';
import { usePointsFormat } from './use-points-format';

type Status = components['schemas']['PointsRedemptionStatus'];

const statuses: readonly Status[] = ['processing', 'approved', 'rejected'];
const tones: Record<Status, 'wait' | 'good' | 'bad'> = {
  processing: 'wait',
  approved: 'good',
  rejected: 'bad',
};
const pageSize = 10;

/** A redemption's state in words (not colour alone), coloured by what it means. */
function RedemptionStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span className={`points-status points-status--${tones[status]}`}>
      {t(`points-mall.status.${status}`)}
    </span>
  );
}

/**
 * The redeem history: the member's redemptions of the chosen days (the last 30 at first, the four
 * presets) and state, newest first, 10 a page; each with name, quantity, points, state, reference
 * number, apply time and the operator's remark.
 */
export function RedemptionHistory() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const { range, pageNo, setRange, setPage } = useDatedPages();
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const redemptions = useListPointsRedemptions(range, status, pageNo, pageSize);
  return (
    <div className="points-mall__section">
      <DateRangeFilter value={range} onChange={setRange} presets={historyPresets}>
        <SelectFilter
          label={t('points-mall.history.status')}
          value={status}
          allLabel={t('points-mall.history.allStatuses')}
          options={statuses.map((value) => ({ value, label: t(`points-mall.status.${value}`) }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </DateRangeFilter>
      <QueryState
        query={redemptions}
        failedText={t('points-mall.history.failed')}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="points-mall__note">{t('points-mall.history.empty')}</p>}
      >
        {(data) => (
          <>
            <ul className="points-records" aria-label={t('points-mall.tabs.history')}>
              {data.list.map((row) => (
                <li key={row.referenceNumber} className="points-record">
                  <div className="points-record__main">
                    <strong>{row.name}</strong>
                    <RedemptionStatus status={row.status} />
                  </div>
                  <div className="points-record__meta">
                    <span>
                      {t('points-mall.history.quantity', {
                        quantity: format.number(row.quantity),
                        unit: row.unit,
                      })}
                    </span>
                    <span>{format.points(row.points * row.quantity)}</span>
                    <span>{t('points-mall.history.reference', { id: row.referenceNumber })}</span>
                    <span>{format.time(row.applyTime)}</span>
                  </div>
                  {row.remark ? <p className="points-mall__note">{row.remark}</p> : null}
                </li>
              ))}
            </ul>
            <Pager
              current={pageNo}
              total={data.totalPages}
              label={t('points-mall.history.pages')}
              onChoose={setPage}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

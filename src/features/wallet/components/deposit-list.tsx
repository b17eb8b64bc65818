import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useDatedPages } from '../../../hooks/use-dated-pages';
import { historyPresets } from '../../../lib/dates/day-range';
import { useListDeposits } from '../api/use-list-deposits';
import { useWalletFormat } from '../state/use-wallet-format';
import { StatusBadge } from './status-badge';

const pageSize = 5;

/**
 * The member's deposits of the chosen days (the last 30 at first), newest first, a page at a time,
 * each with its state in words.
 */
export function DepositList() {
  const { t } = useTranslation();
  const { money, time } = useWalletFormat();
  const { range, pageNo, setRange, setPage } = useDatedPages();
  const deposits = useListDeposits(range, pageNo, pageSize);
  return (
    <section className="wallet-history" aria-labelledby="wallet-deposits-title">
      <h4 id="wallet-deposits-title" className="wallet-section-title">
        {t('wallet.deposit.recent')}
      </h4>
      <DateRangeFilter value={range} onChange={setRange} presets={historyPresets} />
      <QueryState
        query={deposits}
        failedText={t('wallet.deposit.listFailed')}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="wallet-note">{t('wallet.deposit.none')}</p>}
      >
        {(data) => (
          <>
            <ul className="wallet-records">
              {data.list.map((deposit) => (
                <li key={deposit.depositId} className="wallet-record">
                  <div className="wallet-record__main">
                    <strong>{money(deposit.amount)}</strong>
                    <StatusBadge status={deposit.status} />
                  </div>
                  <div className="wallet-record__meta">
                    <span>{deposit.channelName}</span>
                    <span>{time(deposit.createdAt)}</span>
                    <span>{t('wallet.record.id', { id: deposit.depositId })}</span>
                  </div>
                  {deposit.remark &&
                  (deposit.status === 'rejected' || deposit.status === 'cancelled') ? (
                    <p className="wallet-note">{deposit.remark}</p>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pager
              current={pageNo}
              total={data.totalPages}
              label={t('wallet.deposit.pages')}
              onChoose={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useDatedPages } from '../../../hooks/use-dated-pages';
import { historyPresets } from '../../../lib/dates/day-range';
import { useListWithdrawals } from '../api/use-list-withdrawals';
import { useWalletFormat } from '../state/use-wallet-format';
import { WithdrawalRecord } from './withdrawal-record';

const pageSize = 5;

/**
 * The member's withdrawals of the chosen days (the last 30 at first), newest first, a page at a
 * time; a paid one offers its receipt answer.
 */
export function WithdrawalList() {
  const { t } = useTranslation();
  const { range, pageNo, setRange, setPage } = useDatedPages();
  const [done, setDone] = useState<string | null>(null);
  const { money } = useWalletFormat();
  const withdrawals = useListWithdrawals(range, pageNo, pageSize);
  return (
    <section className="wallet-history" aria-labelledby="wallet-withdrawals-title">
      <h4 id="wallet-withdrawals-title" className="wallet-section-title">
        {t('wallet.withdraw.recent')}
      </h4>
      <DateRangeFilter value={range} onChange={setRange} presets={historyPresets} />
      <p className="wallet-message" role="status">
        {done ?? ''}
      </p>
      <QueryState
        query={withdrawals}
        failedText={t('wallet.withdraw.listFailed')}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="wallet-note">{t('wallet.withdraw.none')}</p>}
      >
        {(data) => (
          <>
            <ul className="wallet-records">
              {data.list.map((withdrawal) => (
                <WithdrawalRecord
                  key={withdrawal.withdrawalId}
                  withdrawal={withdrawal}
                  onConfirmed={(answer) =>
                    setDone(
                      t('wallet.receipt.sent', {
                        id: answer.withdrawalId,
                        amount: money(answer.amount),
                      }),
                    )
                  }
                />
              ))}
            </ul>
            <Pager
              current={pageNo}
              total={data.totalPages}
              label={t('wallet.withdraw.pages')}
              onChoose={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

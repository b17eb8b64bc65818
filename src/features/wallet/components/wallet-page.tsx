import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useGetBalance } from '../../../lib/wallet/api/use-get-balance';
import { mainWallet, vendorWallets } from '../rules/transfer';
import { useWalletFormat } from '../state/use-wallet-format';
import { RecallAllButton } from './recall-all-button';
import { TransferForm } from './transfer-form';
import './wallet.css';

/**
 * Member-centre page `transferFund` (section 2, wallet): the total, the main wallet and every vendor
 * wallet with its live balance, a transfer into or out of one vendor wallet, and everything back to
 * the main wallet in one click. Transfers only move money: the total stays the same.
 */
export default function WalletPage() {
  const { t } = useTranslation();
  const { money, time } = useWalletFormat();
  const balance = useGetBalance(true);

  return (
    <div className="wallet-page">
      <QueryState query={balance} failedText={t('wallet.balances.failed')}>
        {(data) => {
          const vendors = vendorWallets(data);
          return (
            <>
              <dl className="wallet-totals">
                <div className="wallet-totals__item">
                  <dt>{t('wallet.balances.total')}</dt>
                  <dd data-testid="wallet-total">{money(data.sumBalance)}</dd>
                </div>
                <div className="wallet-totals__item">
                  <dt>{t('wallet.balances.main')}</dt>
                  <dd data-testid="wallet-main">{money(mainWallet(data)?.balance ?? 0)}</dd>
                </div>
              </dl>
              {vendors.length > 0 ? (
                <>
                  <TransferForm balance={data} />
                  <RecallAllButton balance={data} />
                  <div className="wallet-table-wrap">
                    <table className="wallet-table">
                      <caption>{t('wallet.balances.vendors')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('wallet.balances.wallet')}</th>
                          <th scope="col" className="wallet-table__money">
                            {t('wallet.balances.balance')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {vendors.map((wallet) => (
                          <tr key={wallet.walletCode}>
                            <th scope="row">
                              {wallet.name}
                              {wallet.status === 'maintenance' ? (
                                <span className="wallet-note">
                                  {wallet.maintenanceEndTime
                                    ? t('wallet.balances.maintenanceUntil', {
                                        time: time(wallet.maintenanceEndTime),
                                      })
                                    : t('wallet.balances.maintenance')}
                                </span>
                              ) : null}
                            </th>
                            <td className="wallet-table__money">{money(wallet.balance)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              ) : (
                <p className="wallet-note">{t('wallet.balances.singleWallet')}</p>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useWalletFormat } from '../state/use-wallet-format';

type Deposit = components['schemas']['Deposit'];

/**
 * What to do after a deposit request: pay the merchant account (bank transfers) or finish on the
 * channel's payment page. The main wallet is credited once the deposit is approved.
 */
export function DepositCreated({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const { money } = useWalletFormat();
  return (
    <section className="wallet-panel" role="status" aria-label={t('wallet.deposit.createdTitle')}>
      <p>{t('wallet.deposit.created', { id: deposit.depositId, amount: money(deposit.amount) })}</p>
      {deposit.payTo ? (
        <dl className="wallet-details">
          <dt>{t('wallet.account.bankName')}</dt>
          <dd>{deposit.payTo.bankName}</dd>
          <dt>{t('wallet.account.accountName')}</dt>
          <dd>{deposit.payTo.accountName}</dd>
          <dt>{t('wallet.account.accountNumber')}</dt>
          <dd>{deposit.payTo.accountNumber}</dd>
        </dl>
      ) : null}
      {deposit.paymentUrl ? (
        <a
          className="wallet-link"
          href={deposit.paymentUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('wallet.deposit.pay')}
        </a>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useListDepositChannels } from '../api/use-list-deposit-channels';
import { DepositForm } from './deposit-form';
import { DepositList } from './deposit-list';
import './wallet.css';

/**
 * Member-centre page `depositv2` (section 2, deposit): a payment channel and an amount within its
 * limits make a pending deposit, which the recent deposits below show until it is decided.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const channels = useListDepositChannels();
  return (
    <div className="wallet-page">
      <QueryState
        query={channels}
        failedText={t('wallet.deposit.channelsFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="wallet-note">{t('wallet.deposit.noChannels')}</p>}
      >
        {(list) => <DepositForm channels={list} />}
      </QueryState>
      <DepositList />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useListDepositChannels } from '../api/use-list-deposit-channels';
import { DepositForm } from './deposit-form';
import { DepositList } from './deposit-list';
import './wallet.css';

/**
 * Member-centre page `depositv2` (section 2, deposit): a payment channel and an amount within its
 * limits make a pending deposit, which the recent deposits below show until it is decided; the
 * member's own deposit limits are a button away (responsible gaming).
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const channels = useListDepositChannels();
  const centre = useMemberCentreAddress();
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
      {/* Deposit limits live on the responsible-gaming page. */}
      <div>
        <Button variant="secondary" onClick={() => centre.show('playerProtection')}>
          {t('member-menu.pages.playerProtection')}
        </Button>
      </div>
    </div>
  );
}

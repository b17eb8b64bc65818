import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useGetMemberProfile } from '../../../lib/member/api/use-get-member-profile';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useGetBalance } from '../../../lib/wallet/api/use-get-balance';
import { useGetMerchantWallet } from '../api/use-get-merchant-wallet';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import './wallet.css';

/**
 * Member-centre page `withdraw` (section 2): a withdrawal from the main wallet within the
 * merchant's limits, guarded by the payment password (a member without one is sent to set it in
 * the security centre), and the recent withdrawals, where a paid one awaits the player's receipt
 * confirmation (section 4).
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const member = useAtomValue(memberInfoAtom);
  const centre = useMemberCentreAddress();
  const merchant = useGetMerchantWallet();
  const balance = useGetBalance(true);
  // Only for the payee name the form starts with: the form never waits for it.
  const profile = useGetMemberProfile();

  return (
    <div className="wallet-page">
      {member?.hasPaymentPassword === false ? (
        <div className="wallet-panel">
          <p>{t('wallet.withdraw.noPaymentPassword')}</p>
          <Button onClick={() => centre.show('securityCenter')}>
            {t('wallet.withdraw.setPaymentPassword')}
          </Button>
        </div>
      ) : (
        <QueryState query={merchant} failedText={t('wallet.withdraw.limitsFailed')}>
          {(settings) => (
            <QueryState query={balance} failedText={t('wallet.balances.failed')}>
              {(data) => (
                <WithdrawForm
                  balance={data}
                  limits={{ min: settings.withdrawalMinAmount, max: settings.withdrawalMaxAmount }}
                  payeeName={profile.data?.payeeName ?? null}
                  onMoveToMain={() => centre.show('transferFund')}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      )}
      <WithdrawalList />
    </div>
  );
}

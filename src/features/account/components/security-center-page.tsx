import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { QueryLoading, QueryState } from '../../../components/query-state';
import { useGetMemberInfo } from '../../../lib/member/api/use-get-member-info';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useGetMemberProfile } from '../../../lib/member/api/use-get-member-profile';
import { AccountSummary } from './account-summary';
import { ProfileForm } from './profile-form';
import { SecuritySection } from './security-section';
import './account.css';

/**
 * The member centre's My account page (`securityCenter`): the account details the member cannot
 * change, the profile form, and the login and payment passwords. The member info is read through
 * its query, so a payment password set here shows at once.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const stored = useAtomValue(memberInfoAtom);
  const member = useGetMemberInfo(true).data ?? stored;
  const profile = useGetMemberProfile();
  if (!member) return <QueryLoading />;
  return (
    <div className="account">
      <QueryState query={profile} failedText={t('account.profile.failed')}>
        {(data) => (
          <>
            <AccountSummary member={member} profile={data} />
            <ProfileForm profile={data} />
          </>
        )}
      </QueryState>
      <SecuritySection hasPaymentPassword={member.hasPaymentPassword} />
    </div>
  );
}

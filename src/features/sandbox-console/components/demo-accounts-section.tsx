import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import { QueryState } from '../../../components/query-state';
import { useListDemoAccounts } from '../api/use-list-demo-accounts';
import { ConsoleSection } from './console-section';

/** The named demo accounts, what each shows, and the password that signs in now. */
export function DemoAccountsSection() {
  const { t } = useTranslation();
  const accounts = useListDemoAccounts();
  return (
    <ConsoleSection
      id="demo-accounts"
      title={t('sandbox-console.accounts.title')}
      description={t('sandbox-console.accounts.description')}
    >
      <QueryState
        query={accounts}
        isEmpty={(list) => list.length === 0}
        empty={<p>{t('sandbox-console.accounts.none')}</p>}
      >
        {(list) => (
          <ul className="console-cards">
            {list.map((account) => (
              <li key={account.account} className="console-card">
                <p className="console-card__title">
                  <strong>{account.account}</strong> — {account.purpose}
                </p>
                <CopyField
                  label={t('sandbox-console.accounts.password', { account: account.account })}
                  value={account.password}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ConsoleSection>
  );
}

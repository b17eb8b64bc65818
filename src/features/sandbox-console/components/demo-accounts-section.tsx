import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useCreateSignInLink } from '../api/use-create-sign-in-link';
import { useListDemoAccounts } from '../api/use-list-demo-accounts';
import { ConsoleSection } from './console-section';
import { useOutcome } from './use-outcome';

/**
 * The named demo accounts, what each shows, and the password that signs in now; a button per
 * account opens the portal in a new tab already signed in as it (a one-time sign-in link).
 */
export function DemoAccountsSection() {
  const { t } = useTranslation();
  const accounts = useListDemoAccounts();
  const signInLink = useCreateSignInLink();
  const [opening, setOpening] = useState<string | null>(null);
  const { outcome, done, failed } = useOutcome();

  const openAs = async (account: string) => {
    setOpening(account);
    try {
      const { value } = await signInLink.mutateAsync({ body: { account } });
      window.open(value.url, '_blank', 'noopener');
      done(t('sandbox-console.accounts.opened', { account }));
    } catch (error) {
      failed(error);
    } finally {
      setOpening(null);
    }
  };

  return (
    <ConsoleSection
      id="demo-accounts"
      title={t('sandbox-console.accounts.title')}
      description={t('sandbox-console.accounts.description')}
      outcome={outcome}
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
                <Button
                  variant="secondary"
                  busy={opening === account.account}
                  onClick={() => void openAs(account.account)}
                >
                  {t('sandbox-console.accounts.openAs', { account: account.account })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ConsoleSection>
  );
}

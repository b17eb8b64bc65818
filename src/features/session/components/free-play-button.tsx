import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { freePlayLogin } from '../api/free-play-login';
import { useCompleteLogin } from '../state/use-complete-login';

/** Free play (flag FREEPLAY3): a guest trial session, then home (section 4). */
export function FreePlayButton() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    const result = await freePlayLogin();
    if (result.ok) {
      await completeLogin(result.value, 'freePlay');
      return;
    }
    setBusy(false);
    setError(t(`errors.${result.error.key}`));
  };

  return (
    <div className="auth-form__actions">
      {error ? (
        <p className="auth-form__alert" role="alert">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" busy={busy} onClick={() => void start()}>
        {t('session.login.freePlay')}
      </Button>
    </div>
  );
}

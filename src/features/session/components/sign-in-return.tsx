import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import './sign-in-return.css';

/**
 * The page a sign-in returns to (`/oauth/callback`, `/sign-in-link`): a status while its one-time
 * exchange runs, then, if it did not sign the member in, why, with "back to home" and any other
 * `actions` (try again). The heading takes the focus when the reason shows.
 */
export function SignInReturn({
  working,
  message,
  actions,
}: {
  /** What is happening while the exchange runs; null once it has ended without a session. */
  working: string | null;
  /** Why the member is not signed in (shown once `working` is null). */
  message: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (working === null) headingRef.current?.focus();
  }, [working]);

  if (working !== null) {
    return (
      <section className="page sign-in-return" aria-busy="true">
        <p role="status" className="sign-in-return__status">
          {working}
        </p>
      </section>
    );
  }
  return (
    <section className="page sign-in-return" aria-labelledby={headingId}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('sign-in.social.failedTitle')}
      </h1>
      <p role="alert" className="sign-in-return__message">
        {message}
      </p>
      <div className="sign-in-return__actions">
        {actions}
        <Button type="button" variant="secondary" onClick={() => navigate('/', { replace: true })}>
          {t('sign-in.social.home')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Runs `exchange` once per visit: the codes it trades are one-time, and StrictMode runs effects
 * twice.
 */
export function useExchangeOnce(exchange: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchange();
  }, [exchange]);
}

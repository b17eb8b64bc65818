import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { redeemSignInLink } from '../api/redeem-sign-in-link';
import { useCompleteLogin } from '../state/use-complete-login';
import { useRefusalText } from '../state/use-refusal-text';
import './social-callback-screen.css';

type Outcome = { kind: 'working' } | { kind: 'invalid' } | { kind: 'failed'; error: ApiError };

/**
 * `/sign-in-link?code=…`: where the sandbox console's "open the portal as this member" lands. The
 * one-time code is exchanged for a session once (`redeemSignInLink`), then the member goes home
 * signed in through the login's success path (session, member info, welcome) and the code leaves
 * the address bar. A used, expired or unknown link, or a member the login would refuse, says so.
 */
export default function SignInLinkScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const refusedText = useRefusalText();
  const [code] = useState(() => search.get('code') ?? '');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    code ? { kind: 'working' } : { kind: 'invalid' },
  );
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Once per visit: the code is one-time (StrictMode runs effects twice).
    if (started.current || !code) return;
    started.current = true;
    void (async () => {
      const result = await redeemSignInLink(code);
      if (!result.ok) {
        navigate('/sign-in-link', { replace: true });
        setOutcome({ kind: 'failed', error: result.error });
        return;
      }
      await completeLogin(result.value, 'sms');
      navigate('/', { replace: true });
    })();
  }, [code, completeLogin, navigate]);

  useEffect(() => {
    if (outcome.kind !== 'working') headingRef.current?.focus();
  }, [outcome.kind]);

  if (outcome.kind === 'working') {
    return (
      <section className="page social-callback" aria-busy="true">
        <p role="status" className="social-callback__status">
          {t('sign-in.link.working')}
        </p>
      </section>
    );
  }

  return (
    <section className="page social-callback" aria-labelledby="sign-in-link-title">
      <h1 id="sign-in-link-title" ref={headingRef} tabIndex={-1}>
        {t('sign-in.social.failedTitle')}
      </h1>
      <p role="alert" className="social-callback__message">
        {outcome.kind === 'failed' ? refusedText(outcome.error) : t('errors.sign_in_link_unknown')}
      </p>
      <div className="social-callback__actions">
        <Button type="button" variant="secondary" onClick={() => navigate('/', { replace: true })}>
          {t('sign-in.social.home')}
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { redeemSignInLink } from '../api/redeem-sign-in-link';
import { useCompleteLogin } from '../state/use-complete-login';
import { useRefusalText } from '../state/use-refusal-text';
import { SignInReturn, useExchangeOnce } from './sign-in-return';

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

  useExchangeOnce(() => {
    if (!code) return;
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
  });

  return (
    <SignInReturn
      working={outcome.kind === 'working' ? t('sign-in.link.working') : null}
      message={
        outcome.kind === 'failed' ? refusedText(outcome.error) : t('errors.sign_in_link_unknown')
      }
    />
  );
}

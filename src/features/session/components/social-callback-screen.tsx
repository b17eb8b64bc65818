import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { socialLogin, type SocialProvider } from '../api/social-login';
import { callbackVerdict, parseSocialRequest, socialRequestKey } from '../rules/social-request';
import { startSocialLogin } from '../state/start-social-login';
import { useCompleteLogin } from '../state/use-complete-login';
import { useRefusalText } from '../state/use-refusal-text';
import { SignInReturn, useExchangeOnce } from './sign-in-return';

type Outcome =
  | { kind: 'working'; provider: SocialProvider }
  | { kind: 'cancelled'; provider: SocialProvider }
  | { kind: 'invalid' }
  | { kind: 'failed'; provider: SocialProvider; error: ApiError };

const providerNames: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };

/**
 * `/oauth/callback`: where the provider's consent page returns. The state must be the one this tab
 * kept (used once: it is removed on arrival); the code is exchanged with `socialLogin`, then the
 * member goes home signed in (the welcome opens). A cancel, a stale or foreign link and a refusal
 * each say so, with "try again" (a new consent) and "back to home".
 */
export default function SocialCallbackScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const refusedText = useRefusalText();
  // What the address says, against the request this tab kept (read once, without side effects).
  const [verdict] = useState(() =>
    callbackVerdict(search, parseSocialRequest(sessionStorage.getItem(socialRequestKey))),
  );
  const [outcome, setOutcome] = useState<Outcome>(() =>
    verdict.kind === 'exchange' ? { kind: 'working', provider: verdict.provider } : verdict,
  );

  useExchangeOnce(() => {
    sessionStorage.removeItem(socialRequestKey);
    if (verdict.kind !== 'exchange') return;
    void (async () => {
      const { provider, code, state } = verdict;
      const result = await socialLogin({ provider, code, state });
      if (!result.ok) {
        setOutcome({ kind: 'failed', provider, error: result.error });
        return;
      }
      await completeLogin(result.value, 'social');
      navigate('/', { replace: true });
    })();
  });

  const provider = outcome.kind === 'invalid' ? null : outcome.provider;
  const message =
    outcome.kind === 'cancelled'
      ? t('sign-in.social.cancelled', { provider: providerNames[outcome.provider] })
      : outcome.kind === 'failed'
        ? refusedText(outcome.error)
        : t('sign-in.social.invalid');
  return (
    <SignInReturn
      working={
        outcome.kind === 'working'
          ? t('sign-in.social.working', { provider: providerNames[outcome.provider] })
          : null
      }
      message={message}
      actions={
        provider ? (
          <Button type="button" onClick={() => startSocialLogin(provider)}>
            {t('sign-in.social.tryAgain', { provider: providerNames[provider] })}
          </Button>
        ) : null
      }
    />
  );
}

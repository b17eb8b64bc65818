import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import type { SocialProvider } from '../api/social-login';
import { startSocialLogin } from '../state/start-social-login';
import './social-login-buttons.css';

/** Section 4: "Social login (Facebook, Google) offered when enabled" (SOCIALLOGIN3 and each provider's flag). */
export function SocialLoginButtons() {
  const { t } = useTranslation();
  const enabled = useAtomValue(featuresAtom);
  if (!enabled.has(features.socialLogin)) return null;
  const providers: SocialProvider[] = [
    ...(enabled.has(features.facebookLogin) ? (['facebook'] as const) : []),
    ...(enabled.has(features.googleLogin) ? (['google'] as const) : []),
  ];
  if (providers.length === 0) return null;
  return (
    <div className="social-login" role="group" aria-label={t('sign-in.social.group')}>
      <p className="social-login__or">{t('sign-in.social.or')}</p>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          className={`social-login__button social-login__button--${provider}`}
          onClick={() => startSocialLogin(provider)}
        >
          {t(`sign-in.social.continue.${provider}`)}
        </Button>
      ))}
    </div>
  );
}

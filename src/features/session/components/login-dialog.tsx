import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { FormTabs } from '../../../components/auth/form-tabs';
import { Dialog } from '../../../components/dialog';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom, type DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { FreePlayButton } from './free-play-button';
import { SmsLoginForm } from './sms-login-form';
import { SocialLoginButtons } from './social-login-buttons';
import { UsernameLoginForm } from './username-login-form';
import '../../../components/auth/auth-form.css';

/**
 * The login dialog of section 4: the username tab, the SMS tab with MOBILEVERCODELOGIN3, links to
 * forgot password (FORGOTPASS3) and registration (DIRECTREG3), free play with FREEPLAY3, and
 * Facebook / Google sign-in with SOCIALLOGIN3 and the provider's flag.
 */
export default function LoginDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const enabled = useAtomValue(featuresAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const tabs = [
    { value: 'username', label: t('session.login.usernameTab'), content: <UsernameLoginForm /> },
    ...(enabled.has(features.smsLogin)
      ? [{ value: 'sms', label: t('session.login.smsTab'), content: <SmsLoginForm /> }]
      : []),
  ];
  const canRegister = enabled.has(features.registerButton);
  const canReset = enabled.has(features.forgotPassword);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('session.login.title')}
      testId="login-dialog"
      width={420}
    >
      <FormTabs tabs={tabs} label={t('session.login.methods')} />
      {canReset || canRegister ? (
        <div className="auth-form__links">
          {canReset ? (
            <button
              type="button"
              className="auth-form__link"
              onClick={() => openDialog('forgotPassword')}
            >
              {t('session.login.forgot')}
            </button>
          ) : (
            <span />
          )}
          {canRegister ? (
            <span>
              {t('session.login.noAccount')}{' '}
              <button
                type="button"
                className="auth-form__link"
                onClick={() => openDialog('register')}
              >
                {t('session.login.register')}
              </button>
            </span>
          ) : null}
        </div>
      ) : null}
      {enabled.has(features.freePlay) ? <FreePlayButton /> : null}
      <SocialLoginButtons />
    </Dialog>
  );
}

import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTabs } from '../../../components/auth/form-tabs';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom, type DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import '../../../components/auth/auth-form.css';
import './session-dialogs.css';

/**
 * Forgot password (section 4): by email (username and email; the reset instructions are mailed),
 * and by phone with CHNGPASSVERIF3 (SMS code and a new password; the member is signed in).
 */
export default function ForgotPasswordDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const enabled = useAtomValue(featuresAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const [mailSent, setMailSent] = useState(false);
  const tabs = [
    {
      value: 'email',
      label: t('session.forgotPassword.emailTab'),
      content: <ForgotByEmailForm onSent={() => setMailSent(true)} />,
    },
    ...(enabled.has(features.phoneReset)
      ? [
          {
            value: 'phone',
            label: t('session.forgotPassword.phoneTab'),
            content: <ForgotByPhoneForm />,
          },
        ]
      : []),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('session.forgotPassword.title')}
      testId="forgot-password-dialog"
      width={440}
    >
      {mailSent ? (
        <div className="forgot-password__done">
          <p role="status">{t('session.forgotPassword.in_been_out')}</p>
          <div className="auth-form__actions--row">
            <Button variant="secondary" onClick={() => openDialog('login')}>
              {t('session.forgotPassword.backToLogin')}
            </Button>
            <Button onClick={onClose} autoFocus>
              {t('common.close')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <FormTabs tabs={tabs} label={t('session.forgotPassword.methods')} />
          <div className="auth-form__links">
            <button type="button" className="auth-form__link" onClick={() => openDialog('login')}>
              {t('session.forgotPassword.backToLogin')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

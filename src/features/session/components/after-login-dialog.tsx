import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import '../../../components/auth/auth-form.css';
import './session-dialogs.css';

/** The after-login modal (section 4): a short welcome with the member's name and level. */
export default function AfterLoginDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const member = useAtomValue(memberInfoAtom);
  const name = member ? member.nickname || member.account : '';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('session.afterLogin.title')}
      testId="after-login-dialog"
    >
      {member ? (
        <>
          <p className="after-login__greeting">{t('session.afterLogin.greeting', { name })}</p>
          <p className="auth-form__note">
            {t('session.afterLogin.level', { level: member.clubLabel.labelName })}
          </p>
        </>
      ) : (
        <p className="after-login__greeting">{t('session.afterLogin.ready')}</p>
      )}
      <div className="auth-form__actions">
        <Button onClick={onClose} autoFocus>
          {t('session.afterLogin.close')}
        </Button>
      </div>
    </Dialog>
  );
}

import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { FormTabs, type FormTab } from '../../../components/auth/form-tabs';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { openDialogAtom, type DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import type { RegisterTab } from '../rules/register-fields';
import { useRegisterSetup, type RegisterSetup } from '../state/use-register-setup';
import { RegisterForm } from './register-form';
import '../../../components/auth/auth-form.css';

function RegisterTabs({ setup }: { setup: RegisterSetup }) {
  const { t } = useTranslation();
  const tabs: FormTab<RegisterTab>[] = [];
  if (setup.settings.usernameRegistration) {
    tabs.push({
      value: 'username',
      label: t('registration.usernameTab'),
      content: <RegisterForm tab="username" setup={setup} />,
    });
  }
  if (setup.settings.mobileRegistration) {
    tabs.push({
      value: 'mobile',
      label: t('registration.mobileTab'),
      content: <RegisterForm tab="mobile" setup={setup} />,
    });
  }
  if (tabs.length === 0) {
    return (
      <p className="auth-form__note" role="status">
        {t('registration.unavailable')}
      </p>
    );
  }
  return <FormTabs tabs={tabs} label={t('registration.methods')} />;
}

/**
 * The registration dialog (opened by the header's Register button and by /register): the username
 * tab (USERNAMEREG3) and the mobile tab (MOBILEREG3), each showing exactly the fields the server's
 * validators enable.
 */
export default function RegisterDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const state = useRegisterSetup();
  const openDialog = useSetAtom(openDialogAtom);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('registration.title')}
      testId="register-dialog"
      width={480}
    >
      {state.status === 'loading' ? (
        <p className="auth-form__note" role="status">
          {t('registration.loading')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="auth-form__actions">
          <p className="auth-form__alert" role="alert">
            {t('registration.loadFailed')}
          </p>
          <Button variant="secondary" onClick={state.retry}>
            {t('registration.retry')}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          {state.setup.invitedBy ? (
            <p className="auth-form__note" role="status">
              {t('registration.invitedBy', { name: state.setup.invitedBy })}
            </p>
          ) : null}
          <RegisterTabs setup={state.setup} />
        </>
      ) : null}
      <div className="auth-form__links">
        <span>
          {t('registration.haveAccount')}{' '}
          <button type="button" className="auth-form__link" onClick={() => openDialog('login')}>
            {t('registration.login')}
          </button>
        </span>
      </div>
    </Dialog>
  );
}

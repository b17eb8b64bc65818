import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { useSignOut } from '../../../hooks/auth/use-sign-out';
import '../../../components/auth/auth-form.css';

/** The logout confirmation (sections 4 and 8): title, "are you sure to log out", cancel and confirm. */
export default function LogoutConfirmDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await signOut();
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('session.logout.title')}
      testId="logout-dialog"
    >
      <p>{t('session.logout.question')}</p>
      <div className="auth-form__actions--row">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {t('session.logout.cancel')}
        </Button>
        <Button onClick={() => void confirm()} busy={busy}>
          {t('session.logout.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

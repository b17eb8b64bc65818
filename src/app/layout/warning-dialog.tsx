import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import type { Warning } from '../../lib/stores/dialog-atoms';

/** The warning dialog of section 8: a catalogue text (or the server's message) and a confirm button. */
export default function WarningDialog({ warning, onClose }: { warning: Warning; onClose(): void }) {
  const { t } = useTranslation();
  const text = warning.key
    ? t(`errors.${warning.key}`)
    : (warning.text ?? t('errors.unknown_error'));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('warning.title')}
      testId="warning-dialog"
    >
      <p role="alert">{text}</p>
      <div className="dialog__actions">
        <Button onClick={onClose} autoFocus>
          {t(warning.confirmKey ? `warning.${warning.confirmKey}` : 'common.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

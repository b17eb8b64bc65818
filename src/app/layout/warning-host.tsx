import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { warningAtom } from '../../lib/stores/dialog-atoms';

/** The warning dialog of section 8: a catalogue text (or the server's message) and a confirm button. */
export function WarningHost() {
  const { t } = useTranslation();
  const [warning, setWarning] = useAtom(warningAtom);
  if (!warning) return null;
  const close = () => setWarning(null);
  const text = warning.key
    ? t(`errors.${warning.key}`)
    : (warning.text ?? t('errors.unknown_error'));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('warning.title')}
      testId="warning-dialog"
    >
      <p role="alert">{text}</p>
      <div className="dialog__actions">
        <Button onClick={close} autoFocus>
          {t(warning.confirmKey ? `warning.${warning.confirmKey}` : 'common.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

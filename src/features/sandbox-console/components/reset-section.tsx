import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useResetSandbox } from '../api/use-reset-sandbox';
import { ConsoleSection } from './console-section';
import { useOutcome } from './use-outcome';

/** Everything back to the seed, after a confirmation; `onReset` lets the host react (reload, re-read). */
export function ResetSection({ onReset }: { onReset(): void }) {
  const { t } = useTranslation();
  const reset = useResetSandbox();
  const [confirming, setConfirming] = useState(false);
  const { outcome, done, failed } = useOutcome();

  const confirm = async () => {
    try {
      await reset.mutateAsync({ body: {} });
      setConfirming(false);
      done(t('sandbox-console.reset.done'));
      onReset();
    } catch (error) {
      setConfirming(false);
      failed(error);
    }
  };

  return (
    <ConsoleSection
      id="reset"
      title={t('sandbox-console.reset.title')}
      description={t('sandbox-console.reset.description')}
      outcome={outcome}
    >
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('sandbox-console.reset.open')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sandbox-console.reset.confirmTitle')}
        description={t('sandbox-console.reset.confirmText')}
      >
        <div className="console-actions">
          <Button onClick={() => void confirm()} busy={reset.isPending}>
            {t('sandbox-console.reset.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </Dialog>
    </ConsoleSection>
  );
}

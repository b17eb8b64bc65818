import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { Remote } from '../api/use-remote';

/**
 * What a list shows while its data is not there: a loading line, or the failure (the catalogue
 * text) with a retry button. Nothing once the data is ready.
 */
export function RemoteStatus({
  remote,
  failedText,
}: {
  remote: Remote<unknown> & { retry(): void };
  failedText: string;
}) {
  const { t } = useTranslation();
  if (remote.state === 'loading') {
    return (
      <p className="lottery-status" role="status">
        <span className="lottery-status__spinner" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  }
  if (remote.state !== 'error') return null;
  return (
    <div className="lottery-status lottery-status--error" role="alert">
      <p>
        {failedText} {t(`errors.${remote.error.key}`)}
      </p>
      <Button variant="secondary" onClick={remote.retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

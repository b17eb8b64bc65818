import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { acPageAtom, acShowAtom } from '../../../lib/stores/centre-atoms';
import './profile-menu.css';

/**
 * Stands in for the agent centre until it lands (issue 13): the agent item sets
 * `acPageAtom`/`acShowAtom` with the page keys of section 2; meanwhile this names the page and says
 * it is not available in the sandbox yet. Remove it when the agent centre renders.
 */
export function CentrePlaceholder() {
  const { t } = useTranslation();
  const [shown, setShown] = useAtom(acShowAtom);
  const page = useAtomValue(acPageAtom);
  if (!shown) return null;

  const close = () => setShown(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(`member-menu.pages.${page}`, { defaultValue: page })}
      testId="centre-placeholder"
    >
      <p className="centre-placeholder__centre">{t('member-menu.centres.agentCentre')}</p>
      <p>{t('member-menu.notAvailable')}</p>
      <div className="centre-placeholder__actions">
        <Button onClick={close} autoFocus>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}

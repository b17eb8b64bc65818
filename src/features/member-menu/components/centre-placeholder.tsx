import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { acPageAtom, acShowAtom, mcPageAtom, mcShowAtom } from '../../../lib/stores/centre-atoms';
import './profile-menu.css';

/**
 * Stands in for the member and agent centres until they land: the header's items set
 * `mcPageAtom`/`mcShowAtom` (or `acPageAtom`/`acShowAtom`) with the page keys of section 2, which is
 * the contract with the future centres; meanwhile this names the page and says it is not
 * available in the sandbox yet. Remove it when the centres render on those atoms.
 */
export function CentrePlaceholder() {
  const { t } = useTranslation();
  const [mcShow, setMcShow] = useAtom(mcShowAtom);
  const [acShow, setAcShow] = useAtom(acShowAtom);
  const mcPage = useAtomValue(mcPageAtom);
  const acPage = useAtomValue(acPageAtom);
  if (!mcShow && !acShow) return null;

  const centre = mcShow ? 'memberCentre' : 'agentCentre';
  const page = mcShow ? mcPage : acPage;
  const close = () => (mcShow ? setMcShow(false) : setAcShow(false));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(`member-menu.pages.${page}`, { defaultValue: page })}
      testId="centre-placeholder"
    >
      <p className="centre-placeholder__centre">{t(`member-menu.centres.${centre}`)}</p>
      <p>{t('member-menu.notAvailable')}</p>
      <div className="centre-placeholder__actions">
        <Button onClick={close} autoFocus>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}

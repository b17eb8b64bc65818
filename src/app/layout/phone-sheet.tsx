import { useAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import NavSheetList from '../../features/game-nav/components/nav-sheet-list';
import { phoneSheetAtom } from './phone-sheet-atom';
import './phone-sheet.css';

/**
 * The phone's sheets (issue 15), loaded when one first opens: the menu, a drawer from the right
 * with everything the desktop header shows (Home, the game categories, the More items, language,
 * theme) and the customer-service channels that float on desktop; and the games chooser, a sheet
 * of the game categories above the bottom bar. A modal dialog: focus moves in, stays in, and
 * returns to the button that opened it; Escape and the overlay close it.
 * The parts the first page already has (language, theme, customer service) come as `slots` from
 * the layout, so this chunk does not pull them out of the first page's chunk into one of their own.
 */
export default function PhoneSheet({ slots }: { slots: PhoneSheetSlots }) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useAtom(phoneSheetAtom);
  const close = () => setSheet(null);
  useFocusReturn();
  const games = sheet === 'games';
  return (
    <Dialog
      open={sheet !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(games ? 'common.phoneNav.gamesTitle' : 'common.phoneNav.menuTitle')}
      width={games ? 560 : 340}
      className={`phone-sheet phone-sheet--${games ? 'games' : 'menu'}`}
      testId={`phone-sheet-${sheet ?? 'closed'}`}
    >
      {games ? (
        <NavSheetList gamesOnly onDone={close} />
      ) : (
        <>
          <NavSheetList onDone={close} />
          <section className="phone-sheet__section" aria-label={t('common.phoneNav.settings')}>
            {slots.settings}
          </section>
          {slots.service(close)}
        </>
      )}
    </Dialog>
  );
}

export interface PhoneSheetSlots {
  /** The language and theme buttons. */
  settings: ReactNode;
  /** The customer-service channels; `onChoose` closes the sheet. */
  service(onChoose: () => void): ReactNode;
}

/**
 * Gives the focus back to the button that opened the sheet once it closes (the dialog has no
 * Radix trigger to return it to), unless what the sheet did took it somewhere already (a dialog
 * it opened).
 */
function useFocusReturn() {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      setTimeout(() => {
        const active = document.activeElement;
        if (opener?.isConnected && (!active || active === document.body)) opener.focus();
      }, 0);
    },
    [opener],
  );
}

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { agentCentreParam } from '../../../lib/centre/use-agent-centre-address';
import { memberCentreParam } from '../../../lib/centre/use-member-centre-address';
import { openDialogAtom, warningAtom, openMenuCountAtom } from '../../../lib/stores/dialog-atoms';
import { useNoticePage } from '../api/use-notice-page';
import { markPopupNoticesShown, popupNoticesShown } from '../state/popup-session';
import { noticeDialogTargetAtom, popupsClosedAtom } from '../state/notice-atoms';
import { OperatorHtml } from '../../../components/operator-html';
import { NoticeTime } from './notice-time';
import './notices.css';

/**
 * The pop-up notices (section 2), shown once per browser session (a session-storage flag, so a
 * reload does not bring them back; a new tab or window does). A card in the corner rather than
 * a modal: it does not trap focus or block the page (a visitor can log in or register right away),
 * and it closes for the rest of the visit. One notice at a time, with previous/next. It waits while
 * the member centre, the agent centre, a dialog, a warning or a drop-down menu is open.
 */
export function PopupNotices() {
  const { t } = useTranslation();
  const { entry } = useNoticePage(1);
  const [closed, setClosed] = useAtom(popupsClosedAtom);
  const [index, setIndex] = useState(0);
  // Read once when mounted: the flag this visit sets must not hide the card it is showing.
  const [shownBefore] = useState(popupNoticesShown);
  const openDialog = useSetAtom(openDialogAtom);
  const setTarget = useSetAtom(noticeDialogTargetAtom);
  const titleId = useId();
  // Not over a centre (member or agent): those overlays are modal, so a card beside one could not
  // be used.
  const [params] = useSearchParams();
  const underCentre = params.has(memberCentreParam) || params.has(agentCentreParam);
  // Nor beside a warning: it is modal, and a click on the card would dismiss it unread.
  const warning = useAtomValue(warningAtom);
  // Nor while a menu is open: a click on the card is a click outside the menu, which closes it.
  const menuOpen = useAtomValue(openMenuCountAtom) > 0;
  // Nor beside a dialog (the welcome after login, the login form): it is modal, so the card could
  // not be used, only read through the backdrop.
  const dialogOpen = useAtomValue(openDialogAtom) !== null;

  const popups = entry.state === 'ready' ? entry.page.popup : [];
  const notice = popups[Math.min(index, popups.length - 1)];
  const showing =
    !closed && !shownBefore && !!notice && !underCentre && !warning && !menuOpen && !dialogOpen;
  useEffect(() => {
    if (showing) markPopupNoticesShown();
  }, [showing]);
  if (!showing) return null;

  const openAll = () => {
    setClosed(true);
    setTarget({ page: 1, noticeId: notice.id });
    openDialog('notice');
  };

  return (
    <section className="popup-notice" aria-labelledby={titleId}>
      <header className="popup-notice__header">
        <p className="popup-notice__kicker">{t('notices.popupTitle')}</p>
        <button
          type="button"
          className="popup-notice__close"
          aria-label={t('notices.closePopups')}
          onClick={() => setClosed(true)}
        >
          ×
        </button>
      </header>
      <h2 id={titleId} className="popup-notice__title">
        {notice.title}
      </h2>
      <NoticeTime iso={notice.time} />
      <div className="popup-notice__body">
        <OperatorHtml html={notice.content} onNavigate={() => setClosed(true)} />
      </div>
      <footer className="popup-notice__footer">
        {popups.length > 1 ? (
          <span className="popup-notice__paging">
            <button
              type="button"
              className="popup-notice__step"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
              aria-label={t('notices.previousPopup')}
            >
              ‹
            </button>
            <span aria-live="polite">
              {t('notices.popupPosition', { index: index + 1, total: popups.length })}
            </span>
            <button
              type="button"
              className="popup-notice__step"
              disabled={index >= popups.length - 1}
              onClick={() => setIndex(index + 1)}
              aria-label={t('notices.nextPopup')}
            >
              ›
            </button>
          </span>
        ) : (
          <span />
        )}
        <button type="button" className="popup-notice__all" onClick={openAll}>
          {t('notices.all')}
        </button>
      </footer>
    </section>
  );
}

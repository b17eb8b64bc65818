import { useSetAtom } from 'jotai';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { useNoticePage } from '../api/use-notice-page';
import { noticeDialogTargetAtom } from '../state/notice-atoms';
import './notices.css';

/**
 * The notice marquee (section 2): the newest announcement titles scroll by inside ONE button (one
 * tab stop, not one per title): Enter opens the notice dialog on its list, a click on a title opens
 * it on that title. Its name reads every title to a screen reader. It stops while hovered or
 * focused and can be paused (WCAG 2.2.2, the second and last tab stop); with reduced motion it does
 * not move at all.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { entry, retry } = useNoticePage(1);
  const openDialog = useSetAtom(openDialogAtom);
  const setTarget = useSetAtom(noticeDialogTargetAtom);
  const [paused, setPaused] = useState(false);

  // A click on a title opens that notice; Enter (the button itself is the target) the list.
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    setTarget({ page: 1, noticeId: Number((event.target as HTMLElement).dataset.id) || null });
    openDialog('notice');
  };

  const titles = entry.state === 'ready' ? entry.page.list : [];
  const characters = titles.reduce((sum, n) => sum + n.title.length, 0);
  const seconds = Math.max(20, Math.round(characters * 0.16 + 12));

  return (
    <section className="marquee" aria-label={t('notices.marqueeLabel')}>
      <svg className="marquee__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          fill="currentColor"
        />
      </svg>
      <div className="marquee__viewport">
        {entry.state === 'loading' ? (
          <span className="marquee__status" role="status">
            {t('notices.loading')}
          </span>
        ) : null}
        {entry.state === 'error' ? (
          <span className="marquee__status">
            {t('notices.loadFailed')}{' '}
            <button type="button" className="marquee__link" onClick={retry}>
              {t('common.retry')}
            </button>
          </span>
        ) : null}
        {entry.state === 'ready' && titles.length === 0 ? (
          <span className="marquee__status">{t('notices.empty')}</span>
        ) : null}
        {titles.length > 0 ? (
          <button type="button" className="marquee__button" onClick={open}>
            <span className="visually-hidden">{t('notices.all')}: </span>
            <span
              className="marquee__track"
              data-paused={paused || undefined}
              style={{ animationDuration: `${seconds}s` }}
            >
              {titles.map((notice) => (
                <span key={notice.id} className="marquee__title" data-id={notice.id}>
                  {notice.title}
                  <span className="visually-hidden">; </span>
                </span>
              ))}
            </span>
          </button>
        ) : null}
      </div>
      {titles.length > 0 ? (
        <button
          type="button"
          className="marquee__control"
          aria-pressed={paused}
          aria-label={t('notices.pause')}
          title={t(paused ? 'notices.resume' : 'notices.pause')}
          onClick={() => setPaused(!paused)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            {paused ? (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            ) : (
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
            )}
          </svg>
        </button>
      ) : null}
    </section>
  );
}

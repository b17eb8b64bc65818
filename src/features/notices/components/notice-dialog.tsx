import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import type { NoticePage } from '../api/notice-pages';
import { useNoticePage } from '../api/use-notice-page';
import { Pager } from '../../../components/pager/pager';
import { noticeDialogTargetAtom, popupsClosedAtom } from '../state/notice-atoms';
import { OperatorHtml } from '../../../components/operator-html';
import { NoticeTime } from './notice-time';
import './notices.css';

/**
 * The notice dialog (section 2): the announcements 9 per page with paging; the chosen one's title,
 * time and sanitised HTML content beside the list. Opens on the notice chosen in the marquee.
 */
export default function NoticeDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const target = useAtomValue(noticeDialogTargetAtom);
  const [pageNo, setPageNo] = useState(target.page);
  const [selectedId, setSelectedId] = useState<number | null>(target.noticeId);
  const { entry, retry } = useNoticePage(pageNo);
  const detailId = useId();
  const closePopups = useSetAtom(popupsClosedAtom);
  // Reading the announcements here counts as having seen the pop-up ones.
  useEffect(() => closePopups(true), [closePopups]);

  // While the next page loads the last one stays on screen (busy), so focus and layout hold.
  const [lastReady, setLastReady] = useState<NoticePage | null>(null);
  const readyPage = entry.state === 'ready' ? entry.page : null;
  if (readyPage && readyPage !== lastReady) setLastReady(readyPage);
  const shown = readyPage ?? lastReady;
  const list = shown?.list ?? [];
  const totalPages = shown?.totalPages ?? 0;
  const selected = list.find((n) => n.id === selectedId) ?? list[0] ?? null;
  const busy = entry.state === 'loading' && shown !== null;

  const goTo = (page: number) => {
    setPageNo(page);
    setSelectedId(null);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('notices.title')}
      kind="modal"
      width={820}
      testId="notice-dialog"
    >
      {entry.state === 'loading' && !shown ? (
        <p className="notices__status" role="status">
          {t('common.loading')}
        </p>
      ) : null}
      {entry.state === 'error' ? (
        <div className="notices__status" role="alert">
          <p>{t(`errors.${entry.error.key}`)}</p>
          <Button variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {shown && list.length === 0 ? <p className="notices__status">{t('notices.empty')}</p> : null}
      {shown && list.length > 0 && entry.state !== 'error' ? (
        <div className="notices" aria-busy={busy || undefined} data-busy={busy || undefined}>
          <div className="notices__list-pane">
            <ul className="notices__list" aria-label={t('notices.listLabel')}>
              {list.map((notice) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    className="notices__entry"
                    aria-current={notice.id === selected?.id ? 'true' : undefined}
                    aria-controls={detailId}
                    onClick={() => setSelectedId(notice.id)}
                  >
                    <span className="notices__entry-title">{notice.title}</span>
                    <NoticeTime iso={notice.time} />
                  </button>
                </li>
              ))}
            </ul>
            <Pager current={pageNo} total={totalPages} label={t('notices.pages')} onChoose={goTo} />
          </div>
          <article id={detailId} className="notices__detail">
            {selected ? (
              <>
                <h3 className="notices__detail-title">{selected.title}</h3>
                <NoticeTime iso={selected.time} />
                <OperatorHtml html={selected.content} onNavigate={onClose} />
              </>
            ) : null}
          </article>
        </div>
      ) : null}
    </Dialog>
  );
}

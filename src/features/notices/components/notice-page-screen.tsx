import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/pager/pager';
import { OperatorHtml } from '../../../components/operator-html';
import { QueryState } from '../../../components/query-state';
import * as Tabs from '../../../components/tabs';
import type { Notice } from '../api/notice-pages';
import {
  noticePageNoOf,
  noticePageTypes,
  noticeTypeOf,
  useListNoticesOfType,
  type NoticeType,
} from '../api/use-list-notices-of-type';
import { NoticeTime } from './notice-time';
import '../../../components/tab-strip.css';
import './notice-page.css';

/** The address of one notice on this page: its type, its page and its id. */
export function noticeHref(type: NoticeType, pageNo: number, id: number): string {
  return `/noticePage?type=${type}&page=${pageNo}&id=${id}`;
}

/**
 * The notice page (`/noticePage`): the announcements by type (a tab per type of the brand
 * configuration), 9 per page, each with its title, time and sanitised HTML. Type, page and the
 * notice asked for (`?type=PL&page=2&id=1002`) live in the address, so a notice can be linked to:
 * the linked one is scrolled to and marked.
 */
export default function NoticePageScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const type = noticeTypeOf(params.get('type'));
  const pageNo = noticePageNoOf(params.get('page'));
  const target = Number(params.get('id')) || null;
  // A tab chosen but not yet in the address: focus and click both choose it, and one choice must
  // make one history entry (so Back goes to the tab before), as on the points mall.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [type, pageNo]);
  const go = (nextType: NoticeType, nextPage: number) => {
    const key = `${nextType}:${nextPage}`;
    if ((nextType === type && nextPage === pageNo) || key === pending.current) return;
    pending.current = key;
    setParams(nextType === 'B' && nextPage === 1 ? {} : { type: nextType, page: String(nextPage) });
  };
  return (
    <section className="page notice-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('site-pages.notice-page.title')}</h1>
      <Tabs.Root value={type} onValueChange={(next) => go(noticeTypeOf(next), 1)}>
        <Tabs.List
          className="tab-strip tab-strip--fill notice-page__tabs"
          aria-label={t('site-pages.notice-page.types.label')}
        >
          {noticePageTypes.map((value) => (
            <Tabs.Trigger key={value} value={value} className="tab-strip__tab">
              {t(`site-pages.notice-page.types.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={type} className="notice-page__panel">
          <NoticeList
            type={type}
            pageNo={pageNo}
            target={target}
            onPage={(page) => go(type, page)}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function NoticeList({
  type,
  pageNo,
  target,
  onPage,
}: {
  type: NoticeType;
  pageNo: number;
  target: number | null;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const notices = useListNoticesOfType(type, pageNo);
  const busy = notices.isPlaceholderData;
  return (
    <QueryState
      query={notices}
      failedText={t('site-pages.notice-page.failed')}
      isEmpty={(page) => page.list.length === 0}
      empty={<p className="notice-page__empty">{t('site-pages.notice-page.empty')}</p>}
    >
      {(page) => (
        <>
          <ol className="notice-page__list" aria-busy={busy || undefined}>
            {page.list.map((notice) => (
              <NoticeEntry
                key={notice.id}
                notice={notice}
                href={noticeHref(type, pageNo, notice.id)}
                targeted={notice.id === target}
              />
            ))}
          </ol>
          <Pager
            current={pageNo}
            total={page.totalPages}
            label={t('site-pages.notice-page.pages')}
            onChoose={onPage}
          />
        </>
      )}
    </QueryState>
  );
}

function NoticeEntry({
  notice,
  href,
  targeted,
}: {
  notice: Notice;
  href: string;
  targeted: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const entry = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!targeted) return;
    entry.current?.scrollIntoView?.({ block: 'start' });
    entry.current?.focus({ preventScroll: true });
  }, [targeted]);
  return (
    <li>
      <article
        ref={entry}
        className="notice-page__notice"
        aria-labelledby={headingId}
        aria-current={targeted ? 'true' : undefined}
        tabIndex={targeted ? -1 : undefined}
        data-notice-id={notice.id}
      >
        <h2 id={headingId} className="notice-page__notice-title">
          {notice.title}
        </h2>
        <div className="notice-page__meta">
          <NoticeTime iso={notice.time} />
          <Link to={href} className="notice-page__permalink">
            {t('site-pages.notice-page.link')}
            <span className="visually-hidden">: {notice.title}</span>
          </Link>
        </div>
        <OperatorHtml html={notice.content} />
      </article>
    </li>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { LobbyView } from '../api/use-lobby-data';
import type { ListType } from '../rules/lobby-query';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { PaginationNav } from './pagination-nav';
import { PvpRoomTable } from './pvp-room-table';
import { useLocale } from '../../../hooks/use-language-code';
import { numberFormat } from '../../../lib/format/intl-formats';

export interface ResultsActions {
  retry(): void;
  signIn(): void;
  /** Offered on an empty filtered list; omitted when there is nothing to clear. */
  clearFilters?: () => void;
  /** Offered on an empty list of one vendor without other filters. */
  showAllVendors?: () => void;
}

/**
 * What the lobby found: a live status line (count and page), then the skeleton, the grid or room
 * list with its pagination, the empty state with a way out, the error with a retry, or the sign-in
 * prompt of a list that needs a login.
 */
export function GameResults({
  view,
  list,
  pageNo,
  hrefOf,
  actions,
}: {
  view: LobbyView;
  list: ListType;
  pageNo: number;
  hrefOf(page: number): string;
  actions: ResultsActions;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const top = useRef<HTMLParagraphElement>(null);
  // While the next answer loads, as many placeholders as cards were shown (a full page at first).
  // The pager stays (with the last page count) while the next page loads, so nothing jumps and
  // the next click is where it was.
  const [last, setLast] = useState<{ count: number | null; pages: number }>({
    count: null,
    pages: 0,
  });
  if (view.status === 'ready') {
    const count = view.kind === 'games' ? view.games.length : null;
    if (count !== last.count || view.totalPages !== last.pages) {
      setLast({ count, pages: view.totalPages });
    }
  }

  const number = numberFormat(locale);
  const status = (() => {
    if (view.status === 'loading') return t('game-lobby.results.loading');
    if (view.status !== 'ready') return '';
    const count =
      view.kind === 'games'
        ? t('game-lobby.results.count', {
            count: view.totalCount,
            number: number.format(view.totalCount),
          })
        : t('game-lobby.rooms.count', {
            count: view.totalCount,
            number: number.format(view.totalCount),
          });
    return view.totalPages > 1
      ? `${count} · ${t('common.page', { page: pageNo, pages: view.totalPages })}`
      : count;
  })();

  /** After choosing a page at the bottom, show the top of the new page (below a sticky header). */
  const scrollToTop = () => {
    const el = top.current;
    if (!el) return;
    const header = document.querySelector('header');
    const covered =
      header && getComputedStyle(header).position === 'sticky'
        ? header.getBoundingClientRect().bottom
        : 0;
    const gap = el.getBoundingClientRect().top - covered - 12;
    if (gap < 0) window.scrollBy({ top: gap });
  };

  return (
    <div className="results" aria-busy={view.status === 'loading' || undefined}>
      <p ref={top} className="results__status" role="status">
        {status}
      </p>
      {view.status === 'loading' ? (
        <>
          <GameGridSkeleton count={last.count || (list === 'all' ? 30 : 6)} />
          <PaginationNav current={pageNo} total={last.pages} hrefOf={hrefOf} />
        </>
      ) : null}
      {view.status === 'error' ? (
        <div className="results__message" role="alert">
          <p className="results__title">{t('game-lobby.error.title')}</p>
          <p>{t(`errors.${view.error.key}`)}</p>
          <Button variant="secondary" onClick={actions.retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {view.status === 'signIn' ? (
        <div className="results__message">
          <p className="results__title">
            {t(`game-lobby.signIn.${list === 'recent' ? 'recent' : 'fav'}`)}
          </p>
          <Button onClick={actions.signIn}>{t('game-lobby.signIn.action')}</Button>
        </div>
      ) : null}
      {view.status === 'ready' && view.totalCount === 0 ? (
        <EmptyResults list={list} actions={actions} />
      ) : null}
      {view.status === 'ready' && view.totalCount > 0 ? (
        <>
          {view.kind === 'games' ? (
            <GameGrid games={view.games} />
          ) : (
            <PvpRoomTable rooms={view.rooms} gamesById={view.gamesById} />
          )}
          <PaginationNav
            current={pageNo}
            total={view.totalPages}
            hrefOf={hrefOf}
            onNavigate={scrollToTop}
          />
        </>
      ) : null}
    </div>
  );
}

function EmptyResults({ list, actions }: { list: ListType; actions: ResultsActions }) {
  const { t } = useTranslation();
  const filtered = actions.clearFilters ?? actions.showAllVendors;
  const text = filtered ? t('game-lobby.empty.filtered') : t(`game-lobby.empty.${list}`);
  return (
    <div className="results__message">
      <p className="results__title">
        {t(filtered ? 'game-lobby.empty.titleFiltered' : 'game-lobby.empty.title')}
      </p>
      <p>{text}</p>
      {actions.clearFilters ? (
        <Button variant="secondary" onClick={actions.clearFilters}>
          {t('game-lobby.empty.clearFilters')}
        </Button>
      ) : null}
      {!actions.clearFilters && actions.showAllVendors ? (
        <Button variant="secondary" onClick={actions.showAllVendors}>
          {t('game-lobby.empty.allVendors')}
        </Button>
      ) : null}
    </div>
  );
}

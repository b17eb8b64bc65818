import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../lib/routing/screen-props';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { useLobbyData } from '../api/use-lobby-data';
import { writeLobbyState } from '../rules/lobby-query';
import { useLobbyState } from '../state/use-lobby-state';
import { GameResults } from './game-results';
import './game-lobby.css';

/**
 * A game listing by kind (`/sports`, `/esports`, `/ds88`, `/elott`; section 2): every game of the
 * kind, 30 a page, launched through the one launch (sports books in their page, lottery games to
 * the lottery page). The kinds hold a handful of games each, so there are no filters.
 */
export default function ListingScreen({ gameKind = 'SPORTS' }: ScreenProps) {
  const { t } = useTranslation();
  const { state } = useLobbyState(gameKind);
  const listing = useMemo(
    () => ({
      ...state,
      list: 'all' as const,
      vendor: null,
      minBet: null,
      classify: null,
      search: '',
    }),
    [state],
  );
  const { view, retry } = useLobbyData(listing);
  const [params] = useSearchParams();
  const openDialog = useSetAtom(openDialogAtom);
  return (
    <section className="page lobby lobby--listing" aria-labelledby="listing-title">
      <div className="lobby__head">
        <h1 id="listing-title" className="lobby__title">
          {t(`game-lobby.titles.${listing.gameType}`)}
        </h1>
      </div>
      <GameResults
        view={view}
        list="all"
        pageNo={listing.pageNo}
        hrefOf={(pageNo) => `?${writeLobbyState({ ...listing, pageNo }, params).toString()}`}
        actions={{ retry, signIn: () => openDialog('login') }}
      />
    </section>
  );
}

import * as Tabs from '../../../components/tabs';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import type { ScreenProps } from '../../../lib/routing/screen-props';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { gameMenusAtom, gameVendorAtom } from '../../../lib/stores/game-area-atoms';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';
import { useGameMenus } from '../../../lib/games/use-game-menus';
import { useLobbyData } from '../api/use-lobby-data';
import {
  changeFilter,
  chooseList,
  chooseVendor,
  clearFilters,
  hasFilters,
  listNeedsLogin,
  listTypesOf,
  writeLobbyState,
  type ListType,
} from '../rules/lobby-query';
import { siteClassifyTabs, useLobbyState } from '../state/use-lobby-state';
import { GameResults } from './game-results';
import { GameSearch, type GameSearchHandle } from './game-search';
import { LobbyFilters } from './lobby-filters';
import { VendorBar } from './vendor-bar';
import '../../../components/tab-strip.css';
import './game-lobby.css';

/**
 * A game lobby by type (`/live`, `/pvp`, `/fish`, `/rng`; section 2): vendor bar, list types (all,
 * hot, fav, recent; the PvP lobby adds its rooms), search, classify tabs (slots), the minimum-bet
 * filter, and one page of 30 games. All of it lives in the URL. Each path gets a lobby of its own
 * (going from /rng to /live starts afresh: no search typed on one lands on the other).
 */
export default function LobbyScreen({ gameKind = 'RNG' }: ScreenProps) {
  const { pathname } = useLocation();
  return <Lobby key={pathname} gameKind={gameKind} />;
}

function Lobby({ gameKind }: { gameKind: NonNullable<ScreenProps['gameKind']> }) {
  const { t } = useTranslation();
  const { state, update } = useLobbyState(gameKind);
  const { view, retry } = useLobbyData(state);
  const [params] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [dialog, openDialog] = useAtom(openDialogAtom);
  // The menus' answer as soon as it is here (the store follows a render later), else the store's.
  const menus = useGameMenus();
  const storedLanes = useAtomValue(gameMenusAtom);
  const lanes = menus.lanes ?? storedLanes;
  const vendors = lanes.find((lane) => lane.title === state.gameType)?.cards ?? [];
  // Until the menus are known the vendor bar holds its place (issue 17: layout shift).
  const vendorsPending = menus.state === 'loading' && lanes.length === 0;
  const lists = listTypesOf(state.gameType);
  const rooms = state.list === 'rooms';
  const classifyTabs = state.gameType === 'RNG' && !rooms ? siteClassifyTabs : [];

  useStoredSlotVendor(state.gameType, state.vendor, (vendor) =>
    update(chooseVendor(state, vendor), { replace: true }),
  );

  // A list a visitor chose that needs a login opens once the login succeeds.
  const pendingList = useRef<ListType | null>(null);
  useEffect(() => {
    const pending = pendingList.current;
    if (!pending) return;
    if (loggedIn) {
      pendingList.current = null;
      update(chooseList(state, pending));
    } else if (dialog === null) {
      pendingList.current = null;
    }
  }, [loggedIn, dialog, state, update]);

  // A page past the end (the list shrank, or an old link) goes to the last page there is.
  const lastPage = view.status === 'ready' ? view.totalPages : null;
  useEffect(() => {
    if (lastPage !== null && lastPage > 0 && state.pageNo > lastPage) {
      update({ ...state, pageNo: lastPage }, { replace: true });
    }
  }, [lastPage, state, update]);

  const chooseListType = (next: string) => {
    const list = lists.find((l) => l === next);
    if (!list || list === state.list) return;
    if (listNeedsLogin(list) && !loggedIn) {
      pendingList.current = list;
      openDialog('login');
      return;
    }
    update(chooseList(state, list));
  };

  const searchField = useRef<GameSearchHandle>(null);
  const clearAll = () => {
    searchField.current?.reset();
    update(clearFilters(state));
  };
  const filtered = hasFilters(state);
  return (
    <section className="page lobby" aria-labelledby="lobby-title">
      <div className="lobby__head">
        <h1 id="lobby-title" className="lobby__title">
          {t(`game-lobby.titles.${state.gameType}`)}
        </h1>
        <GameSearch
          ref={searchField}
          value={state.search}
          onSearch={(search) => update(changeFilter(state, { search }), { replace: true })}
        />
      </div>
      {vendors.length > 0 ? (
        <VendorBar
          vendors={vendors}
          selected={state.vendor}
          onChoose={(vendor) => {
            searchField.current?.reset();
            update(chooseVendor(state, vendor));
          }}
        />
      ) : vendorsPending ? (
        <div className="vendor-bar vendor-bar--pending" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="vendor-bar__skeleton" />
          ))}
        </div>
      ) : null}
      <Tabs.Root value={state.list} onValueChange={chooseListType} activationMode="manual">
        <div className="lobby__toolbar">
          <Tabs.List className="lobby-tabs" aria-label={t('game-lobby.listTypes.label')}>
            {lists.map((list) => (
              <Tabs.Trigger key={list} value={list} className="tab-strip__tab">
                {t(`game-lobby.listTypes.${list}`)}
                {listNeedsLogin(list) && !loggedIn ? <LockIcon /> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {filtered && !(view.status === 'ready' && view.totalCount === 0) ? (
            <Button variant="ghost" className="lobby__clear" onClick={clearAll}>
              {t('game-lobby.empty.clearFilters')}
            </Button>
          ) : null}
        </div>
        {rooms ? null : (
          <LobbyFilters
            state={state}
            classifyTabs={classifyTabs}
            onChange={(change) => update(changeFilter(state, change))}
          />
        )}
        <Tabs.Content value={state.list} className="lobby__panel">
          <GameResults
            view={view}
            list={state.list}
            pageNo={state.pageNo}
            hrefOf={(pageNo) => `?${writeLobbyState({ ...state, pageNo }, params).toString()}`}
            actions={{
              retry,
              signIn: () => openDialog('login'),
              clearFilters: filtered ? clearAll : undefined,
              showAllVendors: state.vendor
                ? () => {
                    searchField.current?.reset();
                    update(chooseVendor(state, null));
                  }
                : undefined,
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** Marks the lists that need a login (the dialog opens on choosing them). */
function LockIcon() {
  return (
    <svg className="lobby-tabs__lock" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 5V4.5a2 2 0 1 1 4 0V6H6Z"
      />
    </svg>
  );
}

/**
 * Section 4: an RNG launch stores the vendor (`gameVendorAtom`) and navigates to `/rng`. The slot
 * lobby takes that vendor once, when it opens without one of its own, and clears the hand-off so
 * a later plain `/rng` shows all vendors again.
 */
function useStoredSlotVendor(
  gameType: string,
  vendor: string | null,
  apply: (vendor: string) => void,
) {
  const stored = useAtomValue(gameVendorAtom);
  const clear = useSetAtom(gameVendorAtom);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (gameType !== 'RNG' || stored === null) return;
    clear(null);
    if (vendor === null) applyRef.current(stored.toUpperCase());
  }, [gameType, stored, vendor, clear]);
}

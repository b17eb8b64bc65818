import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import type { ScreenProps } from '../../../lib/routing/screen-props';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';
import { useLotteryMenu, usePrizeModeGames, useRecentLotteryMenu } from '../api/lottery-data';
import { useLotteryLaunch } from '../api/use-lottery-launch';
import { useRefreshAfter } from '../api/use-remote';
import {
  gameByCode,
  gamesOfVendor,
  lotteryVendorName,
  menuGames,
  menuVendors,
  soonestDrawTime,
  type LotteryGame,
  type LotteryVendor,
} from '../rules/lottery-games';
import { parseLotteryQuery } from '../rules/lottery-query';
import { useLotteryFavourites } from '../state/use-lottery-favourites';
import { LotteryGameDetail } from './lottery-game-detail';
import { LotteryLaunchPanel } from './lottery-launch-panel';
import { LotteryLists, type CardActions } from './lottery-lists';
import { LotteryVendorFilter } from './lottery-vendor-filter';
import './lottery-screen.css';

/**
 * The lottery page (`/lottery`, also `/lott`, `/vnLottery`, `/seaLottery`). The query
 * (`gameCode`, `vendor`, `playType`, each optional, as the shared game launch sends them) chooses
 * the vendor's games and the game; a `gameCode` opens that game's betting view (after a login for
 * a visitor).
 */
export default function LotteryScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  const query = useMemo(() => parseLotteryQuery(new URLSearchParams(searchKey)), [searchKey]);
  const vendor = query.vendor ?? null;

  const menu = useLotteryMenu();
  const prizeModeGames = usePrizeModeGames();
  const recent = useRecentLotteryMenu();
  const favourites = useLotteryFavourites();
  const { state: launchState, launch, close } = useLotteryLaunch();
  const lanes = useAtomValue(gameMenusAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openDialog = useSetAtom(openDialogAtom);

  const allGames = useMemo(() => {
    const known = [
      ...(menu.state === 'ready' ? menuGames(menu.value) : []),
      ...(prizeModeGames.state === 'ready' ? prizeModeGames.value : []),
      ...(recent.state === 'ready' ? menuGames(recent.value) : []),
    ];
    return known.filter((game, i) => known.findIndex((g) => g.gameId === game.gameId) === i);
  }, [menu, prizeModeGames, recent]);
  // Keep the open draws current: ask again once the soonest listed draw is past. The clock is
  // read when the page opens and at each refresh, not on every render.
  const [now, setNow] = useState(Date.now);
  const refreshMenu = menu.refresh;
  const refreshPrizeModeGames = prizeModeGames.refresh;
  const refreshLists = useCallback(() => {
    setNow(Date.now());
    refreshMenu();
    refreshPrizeModeGames();
  }, [refreshMenu, refreshPrizeModeGames]);
  useRefreshAfter(soonestDrawTime(allGames, now), refreshLists);

  const linkedGame = gameByCode(allGames, query.gameCode);
  const linkMissing = Boolean(query.gameCode) && menu.state === 'ready' && !linkedGame;

  // The game chosen here, for the current address only (a new address starts from its query).
  const [picked, setPicked] = useState<{ key: string; gameId: string } | null>(null);
  const pickedGame =
    picked?.key === searchKey ? allGames.find((g) => g.gameId === picked.gameId) : undefined;
  const selected: LotteryGame | undefined =
    pickedGame ?? linkedGame ?? gamesOfVendor(allGames, vendor)[0];

  const playTypeOf = useCallback(
    (game: LotteryGame) =>
      game.gameId === linkedGame?.gameId && query.playType ? query.playType : game.defaultPlayType,
    [linkedGame, query.playType],
  );
  const play = useCallback(
    (game: LotteryGame) => launch({ view: 'betting', game, playType: playTypeOf(game) }),
    [launch, playTypeOf],
  );

  // A gameCode in the address opens its betting view once per address; a visitor logs in first.
  const launchedFor = useRef<string | null>(null);
  const promptedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedGame) return;
    if (!loggedIn) {
      if (promptedFor.current === searchKey) return;
      promptedFor.current = searchKey;
      openDialog('login');
      return;
    }
    if (launchedFor.current === searchKey) return;
    launchedFor.current = searchKey;
    play(linkedGame);
  }, [linkedGame, loggedIn, searchKey, openDialog, play]);

  const detailHeading = useRef<HTMLHeadingElement>(null);
  const vendorNameOf = (code: LotteryVendor) => lotteryVendorName(code, lanes);
  const vendors = menu.state === 'ready' ? menuVendors(menu.value) : [];
  if (vendor && !vendors.includes(vendor)) vendors.push(vendor);
  const openingId =
    launchState.status === 'opening' && launchState.target.view === 'betting'
      ? launchState.target.game.gameId
      : null;

  const actions: CardActions = {
    selectedId: selected?.gameId ?? null,
    openingId,
    isFavourite: favourites.isFavourite,
    onSelect: (game) => {
      setPicked({ key: searchKey, gameId: game.gameId });
      // Narrow screens show the details below the lists: bring them into view (a no-op where
      // they already are, beside the lists).
      requestAnimationFrame(() =>
        detailHeading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
      );
    },
    onPlay: play,
    onToggleFavourite: (game) => favourites.toggle(game.gameId),
  };

  return (
    <section className="page lottery" aria-labelledby="lottery-title">
      <header className="lottery__header">
        <div>
          <h1 id="lottery-title">{t('lottery.title')}</h1>
          <p className="lottery__intro">{t('lottery.intro')}</p>
        </div>
        <Button
          variant="secondary"
          busy={launchState.status === 'opening' && launchState.target.view === 'lobby'}
          onClick={() => launch({ view: 'lobby' })}
        >
          {t('lottery.openLobby')}
        </Button>
      </header>

      <LotteryLaunchPanel
        state={launchState}
        games={allGames}
        onClose={close}
        onRetry={launch}
        onPlay={play}
      />

      {linkMissing ? (
        <p className="query-state query-state--error" role="alert">
          {t('lottery.launch.notFound', { code: query.gameCode })}
        </p>
      ) : null}

      <LotteryVendorFilter vendors={vendors} current={vendor} nameOf={vendorNameOf} />

      <div className="lottery__body">
        <div className="lottery__lists">
          <LotteryLists
            menu={menu}
            prizeModeGames={prizeModeGames}
            recent={recent}
            favouriteIds={favourites.ids}
            vendor={vendor}
            vendorName={vendor ? vendorNameOf(vendor) : null}
            actions={actions}
          />
        </div>
        <div className="lottery__detail">
          {selected ? (
            <LotteryGameDetail
              game={selected}
              vendorName={vendorNameOf(selected.vendor)}
              playType={playTypeOf(selected)}
              favourite={favourites.isFavourite(selected.gameId)}
              opening={openingId === selected.gameId}
              onPlay={play}
              onToggleFavourite={(game) => favourites.toggle(game.gameId)}
              headingRef={detailHeading}
            />
          ) : menu.state === 'ready' ? (
            <p className="lottery-empty">{t('lottery.detail.empty')}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

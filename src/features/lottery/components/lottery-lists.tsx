import * as Tabs from '../../../components/tabs';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { prizeModeAtom } from '../../../lib/stores/game-area-atoms';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';
import type { LoadedRemote } from '../api/use-remote';
import {
  favouriteGames,
  gamesOfVendor,
  menuGames,
  menuOfVendor,
  type LotteryGame,
  type LotteryMenu,
  type LotteryVendor,
} from '../rules/lottery-games';
import { LotteryGameCard } from './lottery-game-card';
import { RemoteStatus } from './remote-status';
import '../../../components/tab-strip.css';

/** What every card of every list does. */
export interface CardActions {
  selectedId: string | null;
  openingId: string | null;
  isFavourite(gameId: string): boolean;
  onSelect(game: LotteryGame): void;
  onPlay(game: LotteryGame): void;
  onToggleFavourite(game: LotteryGame): void;
}

export interface LotteryListsProps {
  menu: LoadedRemote<LotteryMenu>;
  prizeModeGames: LoadedRemote<LotteryGame[]>;
  recent: LoadedRemote<LotteryMenu>;
  favouriteIds: readonly string[];
  vendor: LotteryVendor | null;
  vendorName: string | null;
  actions: CardActions;
}

type ListType = 'all' | 'prizeMode' | 'favourites' | 'recent';

/**
 * The lottery lists as tabs: all lotteries (the menu, by group), the brand's prize mode
 * (`listLotteryGames`), the member's favourites and recently played (both need a login). The
 * vendor chosen above filters every list.
 */
export function LotteryLists(props: LotteryListsProps) {
  const { t } = useTranslation();
  const prizeMode = useAtomValue(prizeModeAtom);
  const [list, setList] = useState<ListType>('all');
  const tabs: { value: ListType; label: string }[] = [
    { value: 'all', label: t('lottery.lists.all') },
    { value: 'prizeMode', label: t(`lottery.lists.prizeMode.${prizeMode}`) },
    { value: 'favourites', label: t('lottery.lists.favourites') },
    { value: 'recent', label: t('lottery.lists.recent') },
  ];
  return (
    <Tabs.Root
      className="lottery-lists"
      value={list}
      onValueChange={(value) => {
        const tab = tabs.find((entry) => entry.value === value);
        if (tab) setList(tab.value);
      }}
    >
      <Tabs.List className="tab-strip lottery-lists__tabs" aria-label={t('lottery.lists.label')}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className="tab-strip__tab">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="all" className="lottery-lists__panel">
        <AllLotteries {...props} />
      </Tabs.Content>
      <Tabs.Content value="prizeMode" className="lottery-lists__panel">
        <RemoteStatus remote={props.prizeModeGames} failedText={t('lottery.loadFailed')} />
        {props.prizeModeGames.state === 'ready' ? (
          <GameList
            games={gamesOfVendor(props.prizeModeGames.value, props.vendor)}
            empty={emptyText(t, props.vendorName, 'prizeMode')}
            actions={props.actions}
          />
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="favourites" className="lottery-lists__panel">
        <NeedsLogin text={t('lottery.loginFor.favourites')}>
          <RemoteStatus remote={props.menu} failedText={t('lottery.loadFailed')} />
          {props.menu.state === 'ready' ? (
            <GameList
              games={gamesOfVendor(
                favouriteGames(menuGames(props.menu.value), props.favouriteIds),
                props.vendor,
              )}
              empty={t('lottery.empty.favourites')}
              actions={props.actions}
            />
          ) : null}
        </NeedsLogin>
      </Tabs.Content>
      <Tabs.Content value="recent" className="lottery-lists__panel">
        <NeedsLogin text={t('lottery.loginFor.recent')}>
          <RemoteStatus remote={props.recent} failedText={t('lottery.loadFailed')} />
          {props.recent.state === 'ready' ? (
            <GameList
              games={gamesOfVendor(menuGames(props.recent.value), props.vendor)}
              empty={t('lottery.empty.recent')}
              actions={props.actions}
            />
          ) : null}
        </NeedsLogin>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function emptyText(
  t: (key: string, options?: Record<string, string>) => string,
  vendorName: string | null,
  list: 'all' | 'prizeMode',
): string {
  return vendorName
    ? t('lottery.empty.vendor', { vendor: vendorName })
    : t(`lottery.empty.${list}`);
}

function AllLotteries({ menu, vendor, vendorName, actions }: LotteryListsProps) {
  const { t } = useTranslation();
  if (menu.state !== 'ready')
    return <RemoteStatus remote={menu} failedText={t('lottery.loadFailed')} />;
  const groups = menuOfVendor(menu.value, vendor);
  if (groups.length === 0)
    return <p className="lottery-empty">{emptyText(t, vendorName, 'all')}</p>;
  return (
    <>
      {groups.map((group) => (
        <LotteryGroup key={group.groupId} title={group.title}>
          <GameList games={group.games} empty="" actions={actions} />
        </LotteryGroup>
      ))}
    </>
  );
}

function LotteryGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="lottery-group" aria-labelledby={id}>
      <h2 id={id} className="lottery-group__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function GameList({
  games,
  empty,
  actions,
}: {
  games: readonly LotteryGame[];
  empty: string;
  actions: CardActions;
}) {
  if (games.length === 0) return <p className="lottery-empty">{empty}</p>;
  return (
    <ul className="lottery-cards">
      {games.map((game) => (
        <LotteryGameCard
          key={game.gameId}
          game={game}
          selected={actions.selectedId === game.gameId}
          favourite={actions.isFavourite(game.gameId)}
          opening={actions.openingId === game.gameId}
          onSelect={actions.onSelect}
          onPlay={actions.onPlay}
          onToggleFavourite={actions.onToggleFavourite}
        />
      ))}
    </ul>
  );
}

/** The favourites and recent lists are for members: a visitor is asked to log in. */
function NeedsLogin({ text, children }: { text: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openDialog = useSetAtom(openDialogAtom);
  if (loggedIn) return <>{children}</>;
  return (
    <div className="lottery-empty lottery-empty--login">
      <p>{text}</p>
      <Button onClick={() => openDialog('login')}>{t('lottery.login')}</Button>
    </div>
  );
}

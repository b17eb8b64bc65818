import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { GameCard } from '../../../components/game-card/game-card';
import { TextField } from '../../../components/text-field';
import { useFavourites } from '../../../lib/games/use-favourites';
import { useLaunchGame } from '../../../lib/games/use-launch-game';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { gamePopupVendorAtom } from '../../../lib/stores/game-area-atoms';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';
import { useVendorGames } from '../api/use-vendor-games';
import './game-launch.css';

/** Typing settles for this long before the search runs. */
const searchDelayMs = 300;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The popup game list of a vendor card (`isGame` VASSALAGE, dialog `gamePopup`): the vendor's
 * games of the card's type, searchable, 30 at a time with "load more"; each card launches through
 * `useLaunchGame` and has the favourite toggle.
 */
export default function GamePopupDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const card = useAtomValue(gamePopupVendorAtom);
  const [query, setQuery] = useState('');
  const search = useSettled(query, searchDelayMs);
  const list = useVendorGames(card, search);
  const launch = useLaunchGame();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const favourites = useFavourites();

  let status: string;
  if (list.loading) status = t('game-launch.popup.loading');
  else if (list.error && list.games.length === 0) status = t(`errors.${list.error.key}`);
  else if (list.games.length === 0)
    status = search.trim()
      ? t('game-launch.popup.noMatch', { query: search.trim() })
      : t('game-launch.popup.empty');
  else status = t('game-launch.popup.count', { shown: list.games.length, total: list.totalCount });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('game-launch.popup.title', { vendor: card?.gameName ?? '' })}
      kind="modal"
      width={776}
      testId="game-popup-dialog"
    >
      <div className="game-popup">
        <div className="game-popup__search">
          <TextField
            label={t('game-launch.popup.search')}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        <p className="game-popup__status" role="status" aria-live="polite">
          {status}
        </p>
        {list.error && list.games.length === 0 && !list.loading ? (
          <Button variant="secondary" onClick={list.retry}>
            {t('common.retry')}
          </Button>
        ) : null}
        {list.games.length > 0 ? (
          <ul className="game-popup__grid" aria-label={t('game-launch.popup.listLabel')}>
            {list.games.map((game) => (
              <li key={game.nodeId}>
                <GameCard
                  game={game}
                  onLaunch={launch}
                  onToggleFavourite={loggedIn ? favourites.toggle : undefined}
                  isFavourite={favourites.isFavourite(game.nodeId)}
                  favouriteBusy={favourites.isBusy(game.nodeId)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {list.games.length > 0 && (list.hasMore || list.error) ? (
          <div className="game-launch__actions game-launch__actions--center">
            {list.error ? (
              <p className="game-popup__error" role="alert">
                {t(`errors.${list.error.key}`)}
              </p>
            ) : null}
            <Button
              variant="secondary"
              busy={list.loadingMore}
              onClick={list.error ? list.retry : list.loadMore}
            >
              {list.error ? t('common.retry') : t('game-launch.popup.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { useListWinners } from '../api/use-list-winners';
import './winners.css';

/**
 * The winner board (`/winners`, section 3 "winners list"): the latest big wins, newest first, with
 * the player as the server masked it, the game and the prize in the site's currency. Refresh asks
 * again; while it does, the list stays and says it is busy.
 */
export default function WinnersScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const winners = useListWinners();
  const { money, dateTime } = useRecordFormats();
  const refreshing = winners.isFetching && winners.status === 'success';
  return (
    <section className="page winners" aria-labelledby={titleId}>
      <div className="winners__head">
        <h1 id={titleId}>{t('site-pages.winners.title')}</h1>
        <Button variant="secondary" busy={refreshing} onClick={() => void winners.refetch()}>
          {t('site-pages.winners.refresh')}
        </Button>
      </div>
      <p className="winners__intro">{t('site-pages.winners.intro')}</p>
      <QueryState
        query={winners}
        failedText={t('site-pages.winners.failed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="winners__empty">{t('site-pages.winners.empty')}</p>}
      >
        {(list) => (
          <ol className="winners__list" aria-busy={refreshing || undefined}>
            {list.map((win, index) => (
              <li key={`${win.time}-${win.player}-${index}`} className="winners__row">
                <span className="winners__player">{win.player}</span>
                <span className="winners__game">{win.gameName}</span>
                <strong className="winners__prize">{money(win.prize)}</strong>
                <time className="winners__time" dateTime={win.time}>
                  {dateTime(win.time)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { formatEndTime } from '../../../lib/format/end-time';
import { useLocale } from '../../../hooks/use-language-code';

type Game = components['schemas']['Game'];

export interface Suggestion {
  nodeId: string;
  gameName: string;
}

/**
 * What a game under maintenance tells the player (section 8): the catalogue's text, when it is
 * expected back (local date format), and other games to play instead, each a button.
 */
export function MaintenanceDetails({
  gameName,
  endTime,
  suggestions,
  found,
  onChoose,
}: {
  gameName: string | null;
  endTime: string | null;
  suggestions: readonly Suggestion[];
  /** Catalogue entries of the suggestions, where looked up (their images show); omit for none. */
  found?: ReadonlyMap<string, Game>;
  onChoose(suggestion: Suggestion): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const until = formatEndTime(endTime, locale);
  return (
    <div className="maintenance-details">
      <p className="maintenance-details__text">
        {gameName ? <strong>{gameName}: </strong> : null}
        {t('errors.game_maintenance')}
      </p>
      <p className="maintenance-details__until">
        {until && endTime ? (
          <>
            {t('game-launch.maintenance.until')} <time dateTime={endTime}>{until}</time>
          </>
        ) : (
          t('game-launch.maintenance.noEndTime')
        )}
      </p>
      {suggestions.length > 0 ? (
        <section aria-labelledby="maintenance-suggestions">
          <h3 id="maintenance-suggestions" className="maintenance-details__heading">
            {t('game-launch.maintenance.suggestions')}
          </h3>
          <ul className="maintenance-details__list">
            {suggestions.map((suggestion) => {
              const game = found?.get(suggestion.nodeId);
              return (
                <li key={suggestion.nodeId}>
                  <button
                    type="button"
                    className="maintenance-details__game"
                    onClick={() => onChoose(suggestion)}
                  >
                    {game ? (
                      <LazyImage src={game.imageUrl} alt="" width={64} height={40} />
                    ) : found ? (
                      // Looked up in a moment: the image's place is kept, so nothing jumps.
                      <span className="maintenance-details__thumb" aria-hidden="true" />
                    ) : null}
                    <span>{suggestion.gameName}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

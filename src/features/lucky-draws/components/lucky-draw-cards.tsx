import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './lucky-draws.css';

const games = ['redEnvelope', 'prizeWheel'] as const;

/**
 * Two cards leading to the daily red envelope and the prize wheel (for the promotions page). Not
 * lazy: they load with the page that places them (which loads the `lucky-draws` texts with its
 * own), so they are there when the page first shows and the list under them never moves down
 * (issue 17: layout shift).
 */
export function LuckyDrawCards() {
  const { t } = useTranslation();
  return (
    <ul className="lucky-draw-cards" aria-label={t('lucky-draws.cards.label')}>
      {games.map((game) => (
        <li key={game} className={`lucky-draw-card lucky-draw-card--${game}`}>
          <span className="lucky-draw-card__icon" aria-hidden="true">
            {game === 'redEnvelope' ? '🧧' : '🎡'}
          </span>
          <h3 className="lucky-draw-card__title">
            <Link to={`/${game}`} className="lucky-draw-card__link">
              {t(`lucky-draws.${game}.title`)}
            </Link>
          </h3>
          <p className="lucky-draw-card__text">{t(`lucky-draws.${game}.rules`)}</p>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { HomeGameLanes } from '../../features/home-games/components/home-game-lanes';
import './home-screen.css';

/**
 * Home: the banner strip and the jackpot ticker sit above it (root layout). The vendor lanes
 * (section 3: a title per category and its vendors' cards) land with issue 5; until then their
 * place says so instead of pretending.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="home__welcome">
        <h1 id="home-title" className="home__title">
          {t('screens.home.title', { brand: t('header.brand') })}
        </h1>
        <p className="home__text">{t('screens.home.welcome')}</p>
      </div>
      <HomeGameLanes />
    </section>
  );
}

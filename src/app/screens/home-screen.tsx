import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { HomeGameLanes } from '../../features/home-games/components/home-game-lanes';
import { isLoggedInAtom } from '../../lib/stores/session-atoms';
import './home-screen.css';

/**
 * Home: the banner strip and the jackpot ticker sit above it (root layout). Below the welcome come
 * the game lanes (issue 5, features/home-games): the member's popular list, hot games by type and
 * the vendor lanes (section 3: a title per category and its vendors' cards).
 */
export function HomeScreen() {
  const { t } = useTranslation();
  // "Sign in to play" is for visitors only; members are already signed in.
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="home__welcome">
        <h1 id="home-title" className="home__title">
          {t('screens.home.title', { brand: t('header.brand') })}
        </h1>
        <p className="home__text">
          {t(loggedIn ? 'screens.home.welcomeMember' : 'screens.home.welcome')}
        </p>
      </div>
      <HomeGameLanes />
    </section>
  );
}

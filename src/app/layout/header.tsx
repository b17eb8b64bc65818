import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { GameNav } from '../../features/game-nav/components/game-nav';
import { MoreMenu } from '../../features/game-nav/components/more-menu';
import { LanguageButton } from '../../features/language/components/language-button';
import { ProfileMenu } from '../../features/member-menu/components/profile-menu';
import { NoticeMarquee } from '../../features/notices/components/notice-marquee';
import { AuthButtons } from '../../features/session/components/auth-buttons';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { isLoggedInAtom } from '../../lib/stores/session-atoms';
import './header.css';

/** Game pages hide the balance (section 2). */
const gamePaths = new Set(['/game', '/seamless', '/fbsports', '/lottery']);

/**
 * The header of section 2: home, vendor-driven navigation, the More menu, the notice marquee and,
 * logged out, Login (and Register with DIRECTREG3) or, logged in, the profile dropdown.
 */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  return (
    <header className="header">
      <a className="visually-hidden" href="#main">
        {t('common.skipToContent')}
      </a>
      <div className="header__bar">
        <Link to="/" className="header__brand">
          {t('header.brand')}
        </Link>
        <nav className="header__nav" aria-label={t('header.mainNavigation')}>
          <Link to="/" className="header__nav-link">
            {t('header.home')}
          </Link>
          <GameNav />
          <MoreMenu />
        </nav>
        <div className="header__actions">
          <LanguageButton />
          <ThemeToggle />
          {loggedIn ? <ProfileMenu showBalance={!gamePaths.has(pathname)} /> : <AuthButtons />}
        </div>
      </div>
      <NoticeMarquee />
    </header>
  );
}

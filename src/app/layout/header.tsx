import { lazyChunk } from '../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useAtom, useAtomValue } from 'jotai';

import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { GameNav } from '../../features/game-nav/components/game-nav';
import { MoreMenu } from '../../features/game-nav/components/more-menu';
import { LanguageButton } from '../../features/language/components/language-button';
import { NoticeMarquee } from '../../features/notices/components/notice-marquee';
import { PopupNotices } from '../../features/notices/components/popup-notices';
import { AuthButtons } from '../../features/session/components/auth-buttons';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { isLoggedInAtom } from '../../lib/stores/session-atoms';
import { isGamePage } from '../routing/route-table';
import { AgentCentreHost } from './agent-centre-host';
import { MemberCentreHost } from './member-centre-host';
import { phoneSheetAtom } from './phone-sheet-atom';
import { SessionClockHost } from './player-protection-hosts';
import './header.css';

// Members-only parts load when needed: a visitor's first page carries neither the profile
// dropdown nor the centres (issue 5: home's initial JavaScript under 170 KB gzip).
const ProfileMenu = lazyChunk<{ showBalance: boolean }>(() =>
  import('../../features/member-menu/components/profile-menu').then((m) => ({
    default: m.ProfileMenu,
  })),
);

/**
 * The header of section 2: the brand, language, theme and — logged out — Login (and Register with
 * DIRECTREG3) or — logged in — the balance and profile dropdown; below, Home, the vendor-driven
 * game categories and the More menu; then the notice marquee. The pop-up notices, the member centre
 * (`?mc=<page>`) and the agent centre (`?ac=<page>`) hang from it.
 */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const [sheet, setSheet] = useAtom(phoneSheetAtom);
  return (
    <>
      {/* Desktop: header and marquee stick together; phones: a one-row header, the marquee below. */}
      <div className="header-area">
        <header className={loggedIn ? 'header header--member' : 'header'}>
          <a className="header__skip" href="#main">
            {t('common.skipToContent')}
          </a>
          <div className="header__bar">
            <Link to="/" className="header__brand">
              {/* Phones, signed in: the mark stands for the name, which stays for screen readers. */}
              <span className="header__brand-mark" aria-hidden="true">
                {t('header.brand').charAt(0)}
              </span>
              <span className="header__brand-name">{t('header.brand')}</span>
            </Link>
            <div className="header__actions">
              <span className="header__wide-only">
                <LanguageButton />
                <ThemeToggle />
              </span>
              <SessionClockHost />
              {loggedIn ? (
                <ChunkBoundary fallback={<span className="header__profile-pending" aria-hidden />}>
                  {/* Game pages hide the balance (section 2; route-table isGamePage). */}
                  <ProfileMenu showBalance={!isGamePage(pathname)} />
                </ChunkBoundary>
              ) : (
                <AuthButtons />
              )}
              <button
                type="button"
                className="header__menu-button"
                aria-label={t('common.phoneNav.menu')}
                aria-haspopup="dialog"
                aria-expanded={sheet === 'menu'}
                onClick={() => setSheet('menu')}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </div>
          </div>
          <nav className="header__nav" aria-label={t('header.mainNavigation')}>
            <NavLink to="/" end className="header__nav-link">
              {t('header.home')}
            </NavLink>
            <GameNav>
              <MoreMenu />
            </GameNav>
          </nav>
        </header>
        <NoticeMarquee />
      </div>
      <PopupNotices />
      <MemberCentreHost />
      <AgentCentreHost />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import {
  useMemberCentreAddress,
  memberCentreParam,
} from '../../../lib/centre/use-member-centre-address';
import {
  accountPage,
  currentBottomItem,
  depositPage,
  type BottomItemId,
} from '../rules/current-item';
import { BottomNavIcon } from './bottom-nav-icons';
import './bottom-nav.css';

export interface BottomNavProps {
  /** Opens the games chooser (a sheet of the game categories, composed by the app). */
  onOpenGames(): void;
}

/**
 * The phone's bottom navigation bar (issue 15): Home, Games, Promotions, Deposit and Account.
 * Deposit and Account open the member centre at its deposit and default pages; visitors get the
 * login dialog first (the protected-action gate, as the header's member items). CSS shows it only
 * at phone widths.
 */
export function BottomNav({ onOpenGames }: BottomNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const memberCentre = useMemberCentreAddress();
  const protect = useProtectedAction();
  const current = currentBottomItem(pathname, params.get(memberCentreParam));

  const label = (id: BottomItemId) => (
    <>
      <BottomNavIcon id={id} />
      <span className="bottom-nav__label">{t(`common.phoneNav.${id}`)}</span>
    </>
  );
  const mark = (id: BottomItemId) => (current === id ? ({ 'aria-current': 'page' } as const) : {});

  return (
    <nav className="bottom-nav" aria-label={t('common.phoneNav.label')}>
      <Link to="/" className="bottom-nav__item" {...mark('home')}>
        {label('home')}
      </Link>
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={onOpenGames}
        {...mark('games')}
      >
        {label('games')}
      </button>
      <Link to="/promotions" className="bottom-nav__item" {...mark('promotions')}>
        {label('promotions')}
      </Link>
      <button
        type="button"
        className="bottom-nav__item"
        onClick={() => protect(() => memberCentre.open(depositPage))}
        {...mark('deposit')}
      >
        {label('deposit')}
      </button>
      <button
        type="button"
        className="bottom-nav__item"
        onClick={() => protect(() => memberCentre.open(accountPage))}
        {...mark('account')}
      >
        {label('account')}
      </button>
    </nav>
  );
}

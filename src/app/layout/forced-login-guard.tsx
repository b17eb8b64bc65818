import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { features } from '../../lib/site/feature-flags';
import { featuresAtom } from '../../lib/site/site-atoms';
import { isLoggedInAtom } from '../../lib/stores/session-atoms';
import { forcedLoginRedirect } from '../routing/forced-login';

/** Redirects to /login while the force-login flag is on and there is no session (section 2). */
export function ForcedLoginGuard() {
  const { pathname } = useLocation();
  const enabled = useAtomValue(featuresAtom);
  const hasToken = useAtomValue(isLoggedInAtom);
  const to = forcedLoginRedirect({
    forceLogin: enabled.has(features.forceLogin),
    hasToken,
    pathname,
  });
  return to ? <Navigate to={to} replace /> : null;
}

import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

/** The router's history as both BrowserRouter and MemoryRouter hand it out: it knows where it is. */
interface HistoryWithLocation {
  location?: { pathname: string };
}

/**
 * A check for late updates: is the history still at the page this component shows? It is not while
 * a navigation is under way to a screen whose code is still loading (the router keeps the old screen
 * on display during the transition), so a timer that fires then (a search typed a moment ago) must
 * not navigate on the old page's behalf and pull the user back.
 */
export function useStillShown(): () => boolean {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  return useCallback(() => {
    const history = navigator as unknown as HistoryWithLocation;
    return history.location === undefined || history.location.pathname === pathname;
  }, [navigator, pathname]);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from './route-table';

/**
 * The text key of a route's name in the document title, from the route table alone: a game screen
 * takes its category's name (`/rng` "Slots", `/live` "Live casino"), every other screen
 * `screens.titles.<screenId>` (a new screen id needs only that key), an unknown path "Page not
 * found". All first-page texts, so the title never waits for a chunk.
 */
export function titleKeyFor(entry: RouteEntry | undefined): string {
  if (!entry) return 'screens.notFound.title';
  if (entry.gameKind) return `game-nav.categories.${entry.gameKind}`;
  return `screens.titles.${entry.screen}`;
}

/** "<screen> · <brand>", in the current language; the brand is the site's (`header.brand`). */
export function useDocumentTitle(entry: RouteEntry | undefined): void {
  const { t } = useTranslation();
  const title = `${t(titleKeyFor(entry))} · ${t('header.brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

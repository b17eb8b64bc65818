import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { openDialogAtom } from '../../lib/stores/dialog-atoms';
import type { RouteEntry, ScreenId } from './route-table';
import { HomeScreen } from '../screens/home-screen';
import { NotFoundScreen } from '../screens/not-found-screen';

const PlaceholderScreen = lazy(() => import('../screens/placeholder-screen'));

/** Home ships with the first page; every other screen loads when visited. */
const screens: Partial<Record<ScreenId, React.ComponentType<{ entry: RouteEntry }>>> = {
  home: HomeScreen,
};

export function ScreenOutlet({ entry }: { entry: RouteEntry | null }) {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  useEffect(() => {
    if (entry?.opens) openDialog(entry.opens);
  }, [entry, openDialog]);
  if (!entry) return <NotFoundScreen />;
  const Screen = screens[entry.screen] ?? PlaceholderScreen;
  return (
    <Suspense
      fallback={
        <p className="page" role="status">
          {t('common.loading')}
        </p>
      }
    >
      <Screen entry={entry} />
    </Suspense>
  );
}

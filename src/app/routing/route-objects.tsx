import { useLocation, type RouteObject } from 'react-router-dom';
import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import { RootLayout } from '../layout/root-layout';
import { ScreenOutlet } from './screen-outlet';
import { routeFor } from './route-table';

/**
 * The sandbox console (issue 16): a layout of its own, outside the portal's root layout (no
 * header, footer or status pages), loaded with its texts only when opened.
 */
const SandboxConsoleRoute = lazyWithTexts(
  ['sandbox-console', 'sandbox-scenarios'],
  () => import('../screens/sandbox-console-route'),
);

/**
 * The route table's screen for the address, looked up by path. React Router matches one catch-all
 * route instead of ranking and matching the table's ~70 paths on every navigation: that took
 * 40 ms of the first render on a 2-core machine (issue 17), a lookup takes none.
 */
function RoutedScreen() {
  const { pathname } = useLocation();
  return <ScreenOutlet entry={routeFor(pathname) ?? null} />;
}

/** Every path of the route table renders its screen inside the root layout (history mode). */
export const routeObjects: RouteObject[] = [
  {
    id: 'sandboxConsole',
    path: '/sandbox',
    element: (
      <ChunkBoundary fallback={null}>
        <SandboxConsoleRoute />
      </ChunkBoundary>
    ),
  },
  {
    element: <RootLayout />,
    children: [{ path: '*', element: <RoutedScreen /> }],
  },
];

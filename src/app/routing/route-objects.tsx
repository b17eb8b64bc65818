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
 * The route table's screen for the address, looked up by path (`routeFor`). React Router matches
 * one catch-all route, so the screen, the document title and the frame's regions all come from the
 * same lookup (any letter case, a trailing slash or not) instead of the router's ranking of the
 * table's ~70 paths on one side and an exact match on the other.
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

import type { RouteObject } from 'react-router-dom';
import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import { RootLayout } from '../layout/root-layout';
import { ScreenOutlet } from './screen-outlet';
import { routeTable } from './route-table';

/**
 * The sandbox console (issue 16): a layout of its own, outside the portal's root layout (no
 * header, footer or status pages), loaded with its texts only when opened.
 */
const SandboxConsoleRoute = lazyWithTexts(
  ['sandbox-console', 'sandbox-scenarios'],
  () => import('../screens/sandbox-console-route'),
);

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
    children: [
      ...routeTable.flatMap((entry) =>
        entry.paths.map((path) => ({ path, element: <ScreenOutlet entry={entry} /> })),
      ),
      { path: '*', element: <ScreenOutlet entry={null} /> },
    ],
  },
];

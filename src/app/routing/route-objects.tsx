import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout';
import { ScreenOutlet } from './screen-outlet';
import { routeTable } from './route-table';

/** Every path of the route table renders its screen inside the root layout (history mode). */
export const routeObjects: RouteObject[] = [
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

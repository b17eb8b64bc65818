import { Provider as JotaiProvider } from 'jotai';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routeObjects } from './routing/route-objects';

const router = createBrowserRouter(routeObjects);

/** The portal: state (jotai), languages (i18next) and the router of section 2. */
export function App({ i18n }: { i18n: i18n }) {
  return (
    <JotaiProvider>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </JotaiProvider>
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from './lib/i18n/i18n';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { centreScreensOf } from './app/layout/preload-centre';
import { createPortalQueryClient } from './lib/api/query-client';
import { waitForDevMock } from './app/wait-for-dev-mock';
import { popupNoticesShown } from './features/notices/state/popup-session';
import { warmUpIntl } from './lib/format/warm-up-intl';
import { htmlLangOf } from './lib/i18n/languages';
import { storedLanguage } from './lib/i18n/language-storage';
import './styles/tokens.css';
import './styles/base.css';

/** Resolves in a later task, so what follows does not lengthen the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await waitForDevMock();
const queryClient = createPortalQueryClient();
prefetchFirstScreen(queryClient);
// A centre named in the address (a link to the wallet page) asks for its code now, its texts once
// the texts can load, rather than after the first render and then the centre's own code.
const centreScreens = centreScreensOf(location.search);
for (const screen of centreScreens) screen.preloadCode();
// The pop-up notices' dates are a fresh session's first date format: while they are still to show,
// ICU's data for the page's language loads on another thread as the first screen's data is on its
// way (otherwise it blocks the main thread: issue 17). Later loads of the session skip the worker.
if (!popupNoticesShown()) warmUpIntl(htmlLangOf(storedLanguage()));
// A task of its own for each step of the start (loading the script, the texts, the first render):
// on a phone each is tens of milliseconds, and together they were one task blocking the page.
await nextTask();
const i18n = await createI18n();
for (const screen of centreScreens) screen.preloadTexts(i18n);
await nextTask();

// The first render as a transition: React renders the page in slices of a few milliseconds that
// input and painting can come between, instead of one task that on a phone blocked the main thread
// for ~170 ms (issue 17: total blocking time). The boot shell stays until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  );
});

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from './lib/i18n/i18n';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { createPortalQueryClient } from './lib/api/query-client';
import { waitForDevMock } from './app/wait-for-dev-mock';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await waitForDevMock();
const queryClient = createPortalQueryClient();
prefetchFirstScreen(queryClient);
const i18n = await createI18n();

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

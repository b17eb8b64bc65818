import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { waitForDevMock } from './app/wait-for-dev-mock';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await waitForDevMock();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

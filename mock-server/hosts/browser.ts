import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockBackend, type MockBackend } from '../core/backend';
import { createPipeline, type Pipeline } from '../core/pipeline';
import { allHandlers } from '../handlers';
import { placeholderNamePattern, placeholderSvg } from '../http/placeholder-svg';
import { createMswHandlers } from './msw-handlers';

export interface BrowserMock {
  backend: MockBackend;
  pipeline: Pipeline;
  worker: SetupWorker;
}

/**
 * The placeholder images the seeds point at (`/sandbox/img/<name>.svg`), answered in the page like
 * the sandbox server answers them, so `npm run dev` shows the same pictures without a server.
 */
function placeholderImageHandlers(): HttpHandler[] {
  return [
    http.get('/sandbox/img/:file', ({ params }) => {
      const name = /^(.+)\.svg$/.exec(String(params.file))?.[1];
      if (!name || !placeholderNamePattern.test(name))
        return new HttpResponse(null, { status: 404 });
      return new HttpResponse(placeholderSvg(name), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }),
  ];
}

/**
 * `npm run dev`: the whole mock backend runs inside the page. The state is seeded here, the
 * contract operations go through the same pipeline as in the sandbox server, and MSW's service
 * worker (public/mockServiceWorker.js, written by `npx msw init public`) hands the page's requests
 * to it. Anything the mock does not know goes to the network untouched.
 */
export async function startBrowserMock(): Promise<BrowserMock> {
  const backend = await createMockBackend();
  const pipeline = createPipeline(backend, allHandlers);
  const worker = setupWorker(...createMswHandlers(pipeline), ...placeholderImageHandlers());
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { backend, pipeline, worker };
}

import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockBackend, type MockBackend } from '../core/backend';
import { createPipeline, type Pipeline } from '../core/pipeline';
import { allHandlers } from '../handlers';
import { gamesDomainPages } from '../sandbox-pages/games-domain-pages';
import {
  answerSandboxPage,
  type SandboxPageRenderers,
} from '../sandbox-pages/sandbox-page-answers';
import { createMswHandlers } from './msw-handlers';

export interface BrowserMock {
  backend: MockBackend;
  pipeline: Pipeline;
  worker: SetupWorker;
}

/**
 * /sandbox/* answered in the page like the sandbox server answers it (pictures drawn from the catalogue in the page, game,
 * lottery, chat and download pages), so `npm run dev` shows the same pictures without a server.
 * MSW's worker never sees navigations (a page opened in a frame or a pop-up): the dev server
 * answers those itself (vite.config.ts) with the same answers.
 */
function sandboxPageHandlers(renderers: SandboxPageRenderers): HttpHandler[] {
  return [
    http.get('/sandbox/*', ({ request }) => {
      const url = new URL(request.url);
      const answer = answerSandboxPage(url.pathname, url.searchParams, renderers);
      if (!answer) return undefined;
      return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
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
  const worker = setupWorker(
    ...createMswHandlers(pipeline),
    ...sandboxPageHandlers(gamesDomainPages(backend)),
  );
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { backend, pipeline, worker };
}

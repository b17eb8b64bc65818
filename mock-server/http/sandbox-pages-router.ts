import express, { type Request, type Router } from 'express';
import { placeholderNamePattern, placeholderSvg } from './placeholder-svg';
import {
  chatPage,
  downloadPage,
  fallbackGamePage,
  fallbackLotteryPage,
  type PageQuery,
} from './sandbox-pages';

export interface RenderedPage {
  status: number;
  html: string;
}

/** How the game and lottery pages are made; the sandbox server plugs in the games domain's pages. */
export interface SandboxPageRenderers {
  /** The page a game launch opens (404 when the catalogue has no such game). */
  gamePage(nodeId: string, search: URLSearchParams): RenderedPage;
  lotteryPage(search: URLSearchParams): RenderedPage;
}

function queryOf(search: URLSearchParams): PageQuery {
  const query: PageQuery = {};
  for (const [name, value] of search) query[name] ??= value;
  return query;
}

/** Pages that need no state: they show what the launch carried. */
export const fallbackRenderers: SandboxPageRenderers = {
  gamePage: (nodeId, search) => ({ status: 200, html: fallbackGamePage(nodeId, queryOf(search)) }),
  lotteryPage: (search) => ({ status: 200, html: fallbackLotteryPage(queryOf(search)) }),
};

const searchOf = (req: Request): URLSearchParams =>
  new URL(req.originalUrl, 'http://sandbox.local').searchParams;

const notFound = { success: false, code: 'not_found', message: 'no such sandbox page' };

/**
 * /sandbox/*: placeholder images (`/sandbox/img/<name>.svg`) and the pages standing in for vendors'
 * games, the lottery, customer-service chat and app downloads. Unknown /sandbox paths are 404 rather
 * than the portal's history-mode fallback.
 */
export function sandboxPagesRouter(renderers: SandboxPageRenderers = fallbackRenderers): Router {
  const router = express.Router();
  router.get('/sandbox/img/:file', (req, res) => {
    const name = /^(.+)\.svg$/.exec(req.params.file)?.[1];
    if (!name || !placeholderNamePattern.test(name)) {
      res.status(404).json(notFound);
      return;
    }
    res
      .set('Cache-Control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(placeholderSvg(name));
  });
  router.get('/sandbox/game/:nodeId', (req, res) => {
    const page = renderers.gamePage(req.params.nodeId, searchOf(req));
    res.status(page.status).set('Cache-Control', 'no-store').type('html').send(page.html);
  });
  router.get('/sandbox/lottery', (req, res) => {
    const page = renderers.lotteryPage(searchOf(req));
    res.status(page.status).set('Cache-Control', 'no-store').type('html').send(page.html);
  });
  router.get('/sandbox/chat', (req, res) => {
    res.type('html').send(chatPage(queryOf(searchOf(req))));
  });
  router.get('/sandbox/download/:file', (req, res) => {
    res.type('html').send(downloadPage(req.params.file));
  });
  router.use('/sandbox', (_req, res) => {
    res.status(404).json(notFound);
  });
  return router;
}

import express, { type Router } from 'express';
import {
  answerSandboxPage,
  fallbackRenderers,
  sandboxNotFound,
  type SandboxPageRenderers,
} from '../sandbox-pages/sandbox-page-answers';

/** /sandbox/* in express: the shared answers (sandbox-pages/sandbox-page-answers.ts), sent as they are. */
export function sandboxPagesRouter(renderers: SandboxPageRenderers = fallbackRenderers): Router {
  const router = express.Router();
  router.use('/sandbox', (req, res, next) => {
    const url = new URL(req.originalUrl, 'http://sandbox.local');
    // /sandbox itself is the portal's sandbox console (route sandboxConsole), not a sandbox page.
    if (url.pathname === '/sandbox' || url.pathname === '/sandbox/') {
      next();
      return;
    }
    const answer =
      req.method === 'GET' || req.method === 'HEAD'
        ? answerSandboxPage(url.pathname, url.searchParams, renderers)
        : sandboxNotFound;
    if (!answer) {
      next();
      return;
    }
    res.status(answer.status).set(answer.headers).send(answer.body);
  });
  return router;
}

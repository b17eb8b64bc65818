import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built portal (`npm run build` writes dist/) with the history-mode fallback: any GET
 * that is not a file and not an API path gets index.html, so deep links survive a reload.
 */
export function portalRouter(distDir: string): Router {
  const router = express.Router();
  const indexHtml = path.join(distDir, 'index.html');
  router.use(express.static(distDir, { index: false }));
  router.get(/^\/(?!wps\/|lgw\/|__mock\/|docs|openapi\.json).*/, (_req, res, next) => {
    if (!existsSync(indexHtml)) {
      next();
      return;
    }
    res.sendFile(indexHtml);
  });
  return router;
}

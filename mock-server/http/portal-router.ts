import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { createFileSender, staticAssets } from './static-assets.ts';

/**
 * Whether a path asks for a file rather than a screen: anything under /assets/, or a last segment
 * with an extension other than .html (the portal's own routes include /index.html and
 * /register.html). A missing file answers 404, never the portal's index page with 200, so a stale
 * chunk or a missing /favicon.ico shows up as what it is.
 */
export function looksLikeFile(pathname: string): boolean {
  if (pathname.startsWith('/assets/')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 && last.slice(dot).toLowerCase() !== '.html';
}

/**
 * Serves the built portal (`npm run build` writes dist/) with the history-mode fallback: any GET
 * that is not a file and not an API path gets index.html, so deep links survive a reload; a path
 * that looks like a file and is not one gets 404.
 */
export function portalRouter(distDir: string): Router {
  const router = express.Router();
  const indexHtml = path.join(distDir, 'index.html');
  // Precompressed copies by Accept-Encoding, immutable hashed assets, ETags (http/static-assets.ts).
  router.use(staticAssets(distDir));
  const sendFile = createFileSender();
  router.get(/^\/(?!wps\/|lgw\/|__mock\/|docs|openapi\.json).*/, (req, res, next) => {
    // A file express.static did not find: on to the app's 404, not the index page.
    if (looksLikeFile(req.path) || !existsSync(indexHtml)) {
      next();
      return;
    }
    sendFile(req, res, indexHtml);
  });
  return router;
}

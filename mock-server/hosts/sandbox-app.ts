import path from 'node:path';
import express, { type Express } from 'express';
import { repoRoot } from '../repo-root.ts';
import { apiDocsRouter } from '../http/api-docs-router.ts';
import { portalRouter } from '../http/portal-router.ts';
import { sandboxPagesRouter } from '../http/sandbox-pages-router.ts';
import {
  fallbackRenderers,
  type SandboxPageRenderers,
} from '../sandbox-pages/sandbox-page-answers.ts';

export interface SandboxOptions {
  /** The built portal; defaults to dist/ at the repository root. */
  distDir?: string;
  /** The game and lottery pages (the sandbox server passes the games domain's). */
  pages?: SandboxPageRenderers;
}

/**
 * The express app for everything that is not an API path (those go straight from node:http to the
 * mock's pipeline, see hosts/sandbox-server.ts): API reference, sandbox pages, portal.
 */
export function createSandboxApp(options: SandboxOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(apiDocsRouter());
  app.use(sandboxPagesRouter(options.pages ?? fallbackRenderers));
  app.use(
    portalRouter(path.resolve(repoRoot, options.distDir ?? process.env.SANDBOX_DIST_DIR ?? 'dist')),
  );
  app.use((_req, res) => {
    res.status(404).json({ success: false, code: 'not_found', message: 'no such resource' });
  });
  return app;
}

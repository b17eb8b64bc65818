import path from 'node:path';
import express, { type Express } from 'express';
import { repoRoot } from '../scripts/repo-root.ts';
import { apiDocsRouter } from './http/api-docs-router.ts';
import { portalRouter } from './http/portal-router.ts';

export interface SandboxOptions {
  /** The built portal; defaults to dist/ at the repository root. */
  distDir?: string;
}

/** The express app behind `npm start` and `npm run mock`: API reference, mock backend, portal. */
export function createSandboxApp(options: SandboxOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(apiDocsRouter());
  app.use(portalRouter(options.distDir ?? path.join(repoRoot, 'dist')));
  app.use((_req, res) => {
    res.status(404).json({ success: false, code: 'not_found', message: 'no such resource' });
  });
  return app;
}

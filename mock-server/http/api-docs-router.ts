import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import contract from '../../openapi/runtime/generated/openapi.json' with { type: 'json' };
import { repoRoot } from '../repo-root.ts';

const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
// From the repository root, so the same path works from the sources (tsx) and the built server.
const initScript = readFileSync(
  path.join(repoRoot, 'mock-server', 'http', 'assets', 'reference-init.js'),
  'utf8',
);

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Gaming portal API reference</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
    <style>
      body { margin: 0; }
      .swagger-ui .topbar { display: none; }
      .sandbox-note { max-width: 1420px; margin: 0 auto; padding: 12px 20px; font: 14px/1.5 sans-serif; background: #fff7d6; border-bottom: 1px solid #e8d48a; color: #3b3b3b; }
      .sandbox-note code { background: #f3ecd0; padding: 0 3px; border-radius: 3px; }
    </style>
  </head>
  <body>
    <aside class="sandbox-note" role="note">
      <strong>The sandbox's mock backend answers here.</strong> "Try it out" calls this server and changes
      the sandbox's state (put it back with <code>POST /__mock/reset</code>). Sign in with
      <code>login</code> (for example <code>demoplayer</code> / <code>demo1234</code>; all demo accounts:
      <code>GET /__mock/accounts</code>), then paste the token under <em>Authorize</em>. Operations marked
      <code>x-encrypted</code> are sent for you as <code>{ "payload": base64(JSON) }</code> with
      <code>X-Payload-Codec: b64json</code>: type the plain body the schema shows.
    </aside>
    <main id="swagger-ui"></main>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/reference-init.js"></script>
  </body>
</html>
`;

/** The contract with this server first in `servers`, so "Try it out" calls whichever port it runs on. */
function contractFor(req: Request): unknown {
  const host = req.get('host');
  if (!host) return contract;
  return {
    ...contract,
    servers: [
      { url: `${req.protocol}://${host}`, description: 'This sandbox.' },
      ...contract.servers,
    ],
  };
}

/**
 * The rendered API reference at /docs (Swagger UI, served from the installed package: no network
 * needed) and the bundled contract at /openapi.json. "Try it out" calls the mock on the same origin.
 */
export function apiDocsRouter(): Router {
  const router = express.Router();
  router.get('/openapi.json', (req, res) => {
    res.json(contractFor(req));
  });
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.type('html').send(docsPage);
  });
  router.get('/docs/reference-init.js', (_req, res) => {
    res.type('js').send(initScript);
  });
  router.use('/docs', express.static(swaggerUiDir, { index: false, maxAge: '1h' }));
  return router;
}

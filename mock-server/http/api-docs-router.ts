import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import contract from '../../src/lib/api/generated/openapi.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Gaming portal API reference</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
    <style>body { margin: 0; } .swagger-ui .topbar { display: none; }</style>
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/reference-init.js"></script>
  </body>
</html>
`;

const initScript = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayOperationId: true,
  tryItOutEnabled: true,
  persistAuthorization: true,
  showExtensions: true,
});
`;

/**
 * The rendered API reference at /docs (Swagger UI, served from the installed package: no network
 * needed) and the bundled contract at /openapi.json. "Try it out" calls the mock on the same origin.
 */
export function apiDocsRouter(): Router {
  const router = express.Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(contract);
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

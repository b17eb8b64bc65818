import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  answerSandboxPage,
  fallbackRenderers,
} from './mock-server/sandbox-pages/sandbox-page-answers.ts';
import { bootShellBrandPlugin } from './scripts/build/boot-shell-brand.ts';
import { portalChunkGroups } from './scripts/build/chunk-groups.ts';
import { inlineFirstLoadCssPlugin } from './scripts/build/inline-first-load-css.ts';
import { precompressBuild } from './scripts/build/precompress.ts';

/**
 * `npm run dev` runs the mock backend in the page (MSW service worker) so the portal works with no
 * server at all. The dev server injects the mock's entry before the portal's; builds never see it.
 * `VITE_MOCK=off npm run dev` instead proxies API calls to a sandbox on port 4010 (`npm run mock`)
 * or to `VITE_API_TARGET`.
 */
function sandboxMockInDev(enabled: boolean): Plugin {
  return {
    name: 'sandbox-mock-in-dev',
    apply: 'serve',
    configureServer(server) {
      if (!enabled) return;
      // MSW's service worker never answers navigations, so a game frame, a chat pop-up or a
      // download link opening /sandbox/... reaches this server: it answers with the same pages as
      // the sandbox server, the stateless ones (the launch's parameters; the state is in the page).
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.local');
        const answer =
          req.method === 'GET' || req.method === 'HEAD'
            ? answerSandboxPage(url.pathname, url.searchParams, fallbackRenderers)
            : null;
        if (!answer) {
          next();
          return;
        }
        res.writeHead(answer.status, answer.headers);
        res.end(req.method === 'HEAD' ? undefined : answer.body);
      });
    },
    transformIndexHtml() {
      if (!enabled) return [];
      return [
        {
          tag: 'script',
          attrs: { type: 'module', src: '/mock-server/hosts/browser-entry.ts' },
          injectTo: 'head',
        },
      ];
    },
  };
}

const mockInPage = process.env.VITE_MOCK !== 'off';
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:4010';

export default defineConfig(({ isSsrBuild }) => ({
  // precompressBuild (last, at closeBundle): brotli and gzip copies of the built portal, index.html
  // included after the boot shell and the inlined CSS went in.
  plugins: [
    react(),
    sandboxMockInDev(mockInPage),
    bootShellBrandPlugin(fileURLToPath(new URL('.', import.meta.url))),
    inlineFirstLoadCssPlugin(),
    precompressBuild(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // The portal's build (not the server's, `--ssr`): the first visit's modules in one chunk, what
    // the centres, the dialogs and a member's header share in a few more
    // (scripts/build/chunk-groups.ts).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: portalChunkGroups } } },
  },
  ssr: {
    // The sandbox server's build (`npm run build:server`) takes these packages in, so that only
    // what it uses is loaded when it starts: the faker package's entry loads every one of its 60
    // locales and es-toolkit's (under @msw/data) all of its functions (~0.4 s of a 2.2 s start on
    // a 2-core machine); bundled, the unused parts are left out (both declare no side effects).
    noExternal: ['@faker-js/faker', '@msw/data', /^es-toolkit/],
  },
  optimizeDeps: {
    // The mock's entry is injected into the page (above), so the dependency scan would not find
    // its packages and the first visit would reload the page once they are bundled.
    entries: ['index.html', ...(mockInPage ? ['mock-server/hosts/browser-entry.ts'] : [])],
  },
  server: {
    port: 5173,
    proxy: mockInPage
      ? {}
      : Object.fromEntries(
          // `^/sandbox/.+`: the sandbox's pages and its event stream; /sandbox itself is the console,
          // a screen of this portal.
          ['/wps', '/lgw', '/__mock', '^/sandbox/.+', '/docs', '/openapi.json'].map((p) => [
            p,
            {
              target: apiTarget,
              // The sandbox's control API answers only requests addressed to its own name and
              // from its own pages (mock-server/README.md): the portal on this dev server is one.
              changeOrigin: true,
              configure(proxy) {
                proxy.on('proxyReq', (proxyReq, req) => {
                  const origin = req.headers.origin;
                  if (origin !== undefined && origin === `http://${req.headers.host ?? ''}`)
                    proxyReq.setHeader('origin', new URL(apiTarget).origin);
                });
              },
            },
          ]),
        ),
  },
}));

import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { APP_TITLE } from '@shelfsight/contracts';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin, UserConfig } from 'vite';

/** Where a package's dev shell starts, relative to the package. */
export const DEV_ENTRY = '/dev/main.tsx';

/** Where the API answers unless `API_URL` says otherwise: the API's own dev server. */
const DEFAULT_API_URL = 'http://localhost:3000';

const page = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
    <style>
      body {
        margin: 0;
      }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${DEV_ENTRY}"></script>
  </body>
</html>
`;

/**
 * Answers every page address with the shell's page, as the app's server does for its client routes: the
 * feature package keeps no index.html of its own, only its entry.
 */
function devShellPage(title: string): Plugin {
  return {
    name: 'shelfsight-dev-shell-page',
    configureServer(server) {
      const servePage: Connect.NextHandleFunction = (request, response, next) => {
        const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
        if (!wantsPage || request.url?.startsWith('/api/')) return next();
        server
          .transformIndexHtml(request.url ?? '/', page(title))
          .then((html) => {
            response.setHeader('Content-Type', 'text/html');
            response.end(html);
          })
          .catch(next);
      };
      server.middlewares.use(servePage);
    },
  };
}

/**
 * The Vite config of a package's dev shell: the package's `dev/main.tsx` (which calls app-shell's
 * `createDevApp`) served as a single-page app, `/api` proxied to `apiUrl` as the web app's dev server does.
 */
export function featureDevConfig(packageDir: string, apiUrl = process.env.API_URL ?? DEFAULT_API_URL): UserConfig {
  const { name = basename(packageDir) } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name?: string;
  };
  return {
    root: packageDir,
    // No index.html on disk: the page comes from devShellPage.
    appType: 'custom',
    plugins: [react(), devShellPage(`${APP_TITLE} · ${name.replace('@shelfsight/', '')} (dev)`)],
    // Dependencies are found from the entry, so they are pre-bundled before the first page load.
    optimizeDeps: { entries: [DEV_ENTRY.slice(1)] },
    server: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
  };
}

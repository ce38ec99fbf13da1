import { APP_TITLE } from '@shelfsight/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The page title comes from contracts, so server, tests and browser tab agree on one text. */
/**
 * Writes `.vite/chunk-packages.json`: which workspace packages each emitted chunk contains, so the
 * bundle benchmark can show that no feature's code loads before its route.
 */
function chunkPackages(): Plugin {
  return {
    name: 'shelfsight-chunk-packages',
    generateBundle(_options, bundle) {
      const byChunk: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const id of output.moduleIds) {
          const match = /[\\/]packages[\\/]([^\\/]+)[\\/]src[\\/]/.exec(id);
          if (match?.[1]) names.add(match[1]);
        }
        byChunk[output.fileName] = [...names].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(byChunk, null, 2) });
    },
  };
}

function appTitle(): Plugin {
  return {
    name: 'shelfsight-app-title',
    transformIndexHtml: (html) => html.replace('%APP_TITLE%', APP_TITLE),
  };
}

// The shell needs react, the router and redux before anything paints, so those form stable vendor chunks.
// antd is left to the bundler: one antd chunk would make /login/ load every component any screen uses.
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 35 },
  {
    name: 'vendor-redux',
    test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|react-redux|redux|immer|reselect|redux-thunk|ky)[\\/]/,
    priority: 30,
  },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 25 },
  // The app's own start-up code in one chunk: the bundler otherwise splits off every module a lazy screen
  // shares with it, and each small chunk is one more request before the sign-in page paints.
  {
    name: 'app-startup',
    test: /[\\/](packages|apps)[\\/][^\\/]+[\\/]src[\\/]/,
    tags: ['$initial' as const],
    priority: 5,
  },
  // Large libraries of one screen each get a chunk named after them; they still load only with that screen.
  { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/, priority: 20 },
  { name: 'common-passwords', test: /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/, priority: 20 },
];

/** The library or workspace package a module belongs to; antd's own building blocks count as antd. */
function ownerOf(moduleId: string): string {
  const path = moduleId.replaceAll('\\', '/');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = path.slice(inModules + '/node_modules/'.length).split('/');
    const library = scope.startsWith('@') ? `${scope}/${name}` : scope;
    return /^(antd|rc-.*|@rc-component\/.*|@ant-design\/.*)$/.test(library)
      ? 'antd'
      : library.replace(/^@/, '').replace('/', '-');
  }
  return /\/packages\/([^/]+)\/src\//.exec(path)?.[1] ?? 'app';
}

/** The module a chunk is named after: the bundler names a shared chunk after a file (or its folder for `index`). */
function namesake(chunk: Rolldown.PreRenderedChunk): string | undefined {
  return chunk.moduleIds.find((id) => {
    const parts = id
      .replaceAll('\\', '/')
      .replace(/\.[^./]+$/, '')
      .split('/');
    const file = parts.at(-1);
    return file === chunk.name || (file === 'index' && parts.at(-2) === chunk.name);
  });
}

/**
 * A chunk the bundler split off for code that several screens share is named after one of its modules
 * (`input`, `useLogout`), which does not tell whose code it holds. Such chunks get the library or package of
 * that module in front (`antd-input`, `auth-useLogout`). Entries, screens, the app's own modules and the
 * groups above keep their names.
 */
function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  const ownName = chunk.isEntry || chunk.isDynamicEntry || vendorGroups.some((group) => group.name === chunk.name);
  const module = ownName ? undefined : namesake(chunk);
  const owner = module === undefined ? 'app' : ownerOf(module);
  const saysOwner = owner === 'app' || chunk.name === owner || chunk.name.startsWith(`${owner}-`);
  return saysOwner ? 'assets/[name]-[hash].js' : `assets/${owner}-[name]-[hash].js`;
}

export default defineConfig({
  plugins: [
    react(),
    appTitle(),
    chunkPackages(),
    // Brotli and gzip copies written beside each text asset at build time, so the server sends them as they
    // are (no compression work per request). Source maps stay uncompressed: only developers open them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|txt|webmanifest)$/,
      exclude: /\.map$|[\\/]\.vite[\\/]/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Vite 8 bundles with Rolldown, whose replacement for Rollup's manualChunks is codeSplitting groups.
      output: { codeSplitting: { groups: vendorGroups }, chunkFileNames: chunkFileName },
    },
  },
});

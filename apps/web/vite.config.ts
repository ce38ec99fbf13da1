import { APP_TITLE } from '@shelfsight/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
];

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
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});

import { APP_TITLE } from '@shelfsight/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The page title comes from contracts, so server, tests and browser tab agree on one text. */
function appTitle(): Plugin {
  return {
    name: 'shelfsight-app-title',
    transformIndexHtml: (html) => html.replace('%APP_TITLE%', APP_TITLE),
  };
}

// Vendors split by how often they change and who needs them first: the shell needs react, the router
// and redux before anything paints; antd and its icons are large and shared by every screen.
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 35 },
  {
    name: 'vendor-redux',
    test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|react-redux|redux|immer|reselect|redux-thunk|ky)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-antd-icons', test: /[\\/]node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  {
    name: 'vendor-antd',
    test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis|dayjs)[\\/]/,
    priority: 20,
  },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 15 },
];

export default defineConfig({
  plugins: [react(), appTitle()],
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

// Import rules that ESLint cannot check file by file: circles (type-only imports counted, since a circle of
// types still ties files' load and reading order together), what the API server may pull in, and the API
// modules' doors (which need the resolved path of an import, not its text).
// Feature boundaries and deep imports stay with ESLint (tooling/eslint); this file does not repeat them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files importing each other in a circle, within a package or across packages.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-no-browser-ui',
      severity: 'error',
      comment:
        'The API server reaches no React or antd code (the files actually reached; which packages the API may ' +
        'depend on at all is checked by scripts/check-api-packages.mjs, the other half of pnpm lint:deps).',
      from: { path: '^apps/api/src/' },
      to: {
        reachable: true,
        // Installed copies, or the bare name when the API lacks the dependency and it cannot be resolved; and any
        // .tsx file, whose JSX imports react/jsx-runtime implicitly (no import statement to see).
        path: ['(^|/node_modules/)(react|react-dom|antd|@ant-design/[^/]+)(/|$)', '[.]tsx$'],
      },
    },
    {
      name: 'api-module-through-index',
      severity: 'error',
      comment:
        'An API module reaches another module only through what its index.ts exports, so each module states what ' +
        'the others may use and keeps the rest its own.',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    // The libraries below the features, in the order they may import each other (the features' own rules are
    // ESLint's): a kit never reaches a kit above it, so each can be built, tested and read without those above.
    {
      name: 'kit-layers-foundations',
      severity: 'error',
      comment: 'contracts and house-style import no other package of the repository.',
      from: { path: '^packages/(contracts|house-style)/' },
      to: { path: '^(packages|apps)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'kit-layers-base',
      severity: 'error',
      comment: 'chart-options, ui-kit and api-client build on contracts and house-style only.',
      from: { path: '^packages/(chart-options|ui-kit|api-client)/' },
      to: { path: '^(packages|apps)/', pathNot: ['^packages/$1/', '^packages/(contracts|house-style)/'] },
    },
    {
      name: 'kit-layers-product-kit',
      severity: 'error',
      comment: 'product-kit sits below widget-kit and the features: it builds on the base kits only.',
      from: { path: '^packages/product-kit/' },
      to: {
        path: '^(packages|apps)/',
        pathNot: ['^packages/product-kit/', '^packages/(contracts|house-style|chart-options|ui-kit|api-client)/'],
      },
    },
    {
      name: 'kit-layers-widget-kit',
      severity: 'error',
      comment: 'widget-kit builds on product-kit and the base kits, never on the app shell or a feature.',
      from: { path: '^packages/widget-kit/' },
      to: {
        path: '^(packages|apps)/',
        pathNot: ['^packages/(widget-kit|product-kit|contracts|house-style|chart-options|ui-kit|api-client)/'],
      },
    },
  ],
  options: {
    // Installed packages are neither scanned nor followed, but stay in the graph as the ends of imports (so the
    // API rule can see which of them are reached).
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(dist|storybook-static|coverage|\.server-bundles)/' },
    // Count `import type` and type-only re-exports, which vanish at runtime but still form circles.
    tsPreCompilationDeps: true,
    // The compiler options every package's tsconfig builds on (none declares `paths` of its own).
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // Workspace packages are reached through their `exports`, which point at TypeScript sources.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};

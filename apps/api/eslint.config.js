import { createConfig } from '@shelfsight/tooling-eslint';

// A later no-restricted-imports entry replaces the shared one for its files, so the shared pattern is repeated.
const deepImportPattern = {
  group: ['@shelfsight/*/src', '@shelfsight/*/src/**'],
  message: 'Import a package through its public exports, not its source files.',
};
const modulesPattern = {
  group: ['**/modules', '**/modules/**'],
  message:
    'Plugins, the analytics engine and the access rules sit below the modules: have the app hand in what they need.',
};
const pluginsPattern = {
  group: ['**/plugins', '**/plugins/**'],
  message: 'The access rules sit below the plugins: move what both need into access/.',
};

export default [
  ...createConfig({ kind: 'node', ignores: ['.server-bundles/**'] }),
  {
    files: ['src/plugins/**', 'src/analytics/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImportPattern, modulesPattern] }] },
  },
  {
    files: ['src/access/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImportPattern, modulesPattern, pluginsPattern] }] },
  },
  {
    // Test files share their worker's modules (vitest.config.ts): a module mock would reach only the first file
    // that loads the module. A spy on the module's namespace reaches every caller.
    files: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Test files share modules: spy on the module (vi.spyOn(module, name)) instead of mocking it.',
        },
      ],
    },
  },
];

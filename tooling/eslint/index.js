// Shared flat config. The house rules live here so every package lints the same way:
// features never import each other, nobody reaches past a package's `exports`,
// components use the typed store hooks instead of raw react-redux ones. Import circles are not checked here: they can
// run across packages and through type-only imports, so dependency-cruiser checks them over the whole repository
// (`pnpm lint:deps`, `.dependency-cruiser.cjs` at the root).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The packages under `packages/` that are libraries (kits, contracts, the api client, the app shell); every other
 * one is a feature.
 */
export const LIBRARY_PACKAGES = [
  'contracts',
  'api-client',
  'house-style',
  'chart-options',
  'ui-kit',
  'product-kit',
  'widget-kit',
  'app-shell',
];

const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * The features, read from the packages folder rather than listed by hand, so a new feature is under the rules
 * from its first commit.
 */
export const FEATURE_PACKAGES = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .filter((name) => !LIBRARY_PACKAGES.includes(name))
  .sort();

const deepImportPattern = {
  group: ['@shelfsight/*/src', '@shelfsight/*/src/**'],
  message: 'Import a package through its public exports, not its source files.',
};

const rawHooksPath = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks (useAppSelector, useAppDispatch) from @shelfsight/api-client.',
};

/**
 * @param {{ kind: 'feature' | 'library' | 'app' | 'node', name?: string, ignores?: string[] }} options
 *   `name` is the feature's own package name (without scope) so it may import itself.
 */
export function createConfig({ kind, name, ignores = [] }) {
  if (kind === 'feature' && !FEATURE_PACKAGES.includes(name)) {
    throw new Error(`createConfig: '${name}' is not a feature package under packages/ (or is listed as a library).`);
  }
  const otherFeatures = FEATURE_PACKAGES.filter((feature) => feature !== name);
  const patterns = [deepImportPattern];
  if (kind === 'feature' || kind === 'library') {
    patterns.push({
      group: otherFeatures.map((feature) => `@shelfsight/${feature}`),
      message: 'A feature never imports another feature: move shared code into ui-kit, api-client or contracts.',
    });
  }
  const browser = kind !== 'node';
  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: browser ? { ...globals.browser } : { ...globals.node },
      },
      rules: {
        'no-restricted-imports': ['error', { patterns, paths: browser ? [rawHooksPath] : [] }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        // Features augment the store's LazyLoadedSlices with `interface X extends WithSlice<...> {}`.
        '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      },
    },
    {
      // Past 400 lines of code a file mixes concerns. Tests are left out: a test file lists the cases of one subject.
      ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts'],
      rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
    },
    ...(browser
      ? [
          {
            files: ['**/*.tsx', '**/*.ts'],
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'warn',
            },
          },
        ]
      : []),
  );
}

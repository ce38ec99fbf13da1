import { describe, expect, it } from 'vitest';

/**
 * Every component folder carries its test, and the kits' components their story too (the kits are what the
 * features build from, and Storybook is where they are seen). A component folder is a folder of components or
 * layouts: packages' `src/components/*` and `src/layouts/*`, and the app's, holding a `.tsx` other than tests and stories.
 */

// Only the paths are read: the globs are lazy and nothing is imported.
const files = Object.keys({
  ...import.meta.glob('../../../packages/*/src/components/*/*.tsx'),
  ...import.meta.glob('../../../packages/*/src/layouts/*/*.tsx'),
  ...import.meta.glob('./components/*/*.tsx'),
  ...import.meta.glob('./layouts/*/*.tsx'),
});

const KITS = ['ui-kit', 'widget-kit', 'product-kit'];

/**
 * Folders still without what the rule asks, by folder name (so an entry follows a component that moves package).
 * Shorten it as they get theirs; never lengthen it.
 */
const WAITING: Record<string, 'test' | 'story'> = {};

interface Folder {
  path: string;
  name: string;
  kit: boolean;
  hasTest: boolean;
  hasStory: boolean;
}

function componentFolders(paths: string[]): Folder[] {
  const byFolder = new Map<string, string[]>();
  for (const path of paths) {
    const folder = path.slice(0, path.lastIndexOf('/'));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path.slice(folder.length + 1)]);
  }
  return [...byFolder]
    .filter(([, names]) => names.some((name) => !/\.(test|stories)\.tsx$/.test(name)))
    .map(([path, names]) => ({
      path: path.replace(/^(\.\.\/)+/, '').replace(/^\.\//, 'apps/web/src/'),
      name: path.slice(path.lastIndexOf('/') + 1),
      kit: KITS.some((kit) => path.includes(`packages/${kit}/`)),
      hasTest: names.some((name) => name.endsWith('.test.tsx')),
      hasStory: names.some((name) => name.endsWith('.stories.tsx')),
    }));
}

/** What each folder lacks, as `path: test` or `path: story`, leaving out the waiting list. */
function missing(folders: Folder[], waiting: Record<string, 'test' | 'story'>): string[] {
  return folders.flatMap((folder) => [
    ...(!folder.hasTest && waiting[folder.name] !== 'test' ? [`${folder.path}: test`] : []),
    ...(folder.kit && !folder.hasStory && waiting[folder.name] !== 'story' ? [`${folder.path}: story`] : []),
  ]);
}

describe('component folders', () => {
  const folders = componentFolders(files);

  it('are found in the packages and the app', () => {
    const paths = folders.map((folder) => folder.path);
    expect(paths).toContain('packages/ui-kit/src/components/DeleteButton');
    expect(paths).toContain('packages/alerts/src/components/AlertForm');
    expect(paths).toContain('packages/app-shell/src/layouts/MainLayout');
  });

  it('each have a test, and in a kit a story', () => {
    expect(missing(folders, WAITING)).toEqual([]);
  });

  it('keep no waiting entry that is no longer needed', () => {
    const stale = Object.entries(WAITING).filter(([name, kind]) =>
      folders.every((folder) => folder.name !== name || (kind === 'test' ? folder.hasTest : folder.hasStory)),
    );
    expect(stale).toEqual([]);
  });

  it('asks a kit component for its story but a feature component only for its test', () => {
    const sample = componentFolders([
      '../../../packages/ui-kit/src/components/Badge/Badge.tsx',
      '../../../packages/ui-kit/src/components/Badge/Badge.test.tsx',
      '../../../packages/alerts/src/components/AlertTable/AlertTable.tsx',
      '../../../packages/alerts/src/components/AlertTable/AlertTable.test.tsx',
      './layouts/EmptyLayout/EmptyLayout.tsx',
    ]);
    expect(missing(sample, {})).toEqual([
      'packages/ui-kit/src/components/Badge: story',
      'apps/web/src/layouts/EmptyLayout: test',
    ]);
    expect(missing(sample, { EmptyLayout: 'test' })).toEqual(['packages/ui-kit/src/components/Badge: story']);
  });
});

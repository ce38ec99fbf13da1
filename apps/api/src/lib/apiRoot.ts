import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (the one holding its package.json), found from the running file, so the same
 * code finds its migrations and its manifest whether it runs from `src/` through tsx or from the bundle in
 * `dist/`, which sit at different depths.
 */
export function apiRootOf(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}

/** Whether this code runs from the bundle (`dist/*.mjs`) rather than the TypeScript sources. */
export const runsBundled = (moduleUrl: string) => !moduleUrl.endsWith('.ts');

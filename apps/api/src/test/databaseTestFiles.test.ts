import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './databaseTestFiles';

describe('the test files of the PostgreSQL pass', () => {
  let root: string;
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-database-tests-'));
    await write('src/test/testDatabase.ts', 'export const createTestDatabase = () => undefined;\n');
    await write('src/test/testApp.ts', "import { createTestDatabase } from './testDatabase';\n");
    await write('src/test/fixture.ts', "export { x } from './testApp.js';\nimport './loop';\n");
    await write('src/test/loop.ts', "import './fixture';\n");
    await write('src/test/pure.ts', "import './loop2';\nexport const y = 1;\n");
    await write('src/test/loop2.ts', "import { y } from './pure';\n");
    await write('src/routes.test.ts', "import { createTestApp } from './test/testApp';\n");
    await write('src/deep/fixture.test.ts', "import {\n  x,\n} from '../test/fixture';\n");
    await write('src/lazy.test.ts', "const load = () => import('./test/testApp');\n");
    await write('src/pure.test.ts', "import { y } from './test/pure';\nimport { z } from 'some-package';\n");
    await write('src/circle.test.ts', "import './test/loop';\n");
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('are those whose relative imports reach the test database module, through helpers, circles and re-exports', () => {
    expect(databaseTestFiles(root)).toEqual([
      'src/circle.test.ts',
      'src/deep/fixture.test.ts',
      'src/lazy.test.ts',
      'src/routes.test.ts',
    ]);
  });
});

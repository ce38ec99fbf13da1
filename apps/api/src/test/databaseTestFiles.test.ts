import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseReach, databaseTestFiles } from './databaseTestFiles';

describe('the test files of the PostgreSQL pass', () => {
  let root: string;
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };

  // Quotes put in at run time: the selection reads this file too, and its fixtures' imports are not its own.
  const Q = "'";

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-database-tests-'));
    await write('src/test/testDatabase.ts', 'export const createTestDatabase = () => undefined;\n');
    await write('src/test/testApp.ts', `import { createTestDatabase } from ${Q}./testDatabase${Q};\n`);
    await write('src/test/fixture.ts', `export { x } from ${Q}./testApp.js${Q};\nimport ${Q}./loop${Q};\n`);
    await write('src/test/loop.ts', `import ${Q}./fixture${Q};\n`);
    await write('src/test/pure.ts', `import ${Q}./loop2${Q};\nexport const y = 1;\n`);
    await write('src/test/loop2.ts', `import { y } from ${Q}./pure${Q};\n`);
    await write('src/routes.test.ts', `import { createTestApp } from ${Q}./test/testApp${Q};\n`);
    await write('src/deep/fixture.test.ts', `import {\n  x,\n} from ${Q}../test/fixture${Q};\n`);
    await write('src/lazy.test.ts', `const load = () => import(${Q}./test/testApp${Q});\n`);
    await write(
      'src/pure.test.ts',
      `import { y } from ${Q}./test/pure${Q};\nimport { z } from ${Q}some-package${Q};\n`,
    );
    await write('src/circle.test.ts', `import ${Q}./test/loop${Q};\n`);
    // b.ts reaches the database only through a.ts, which imports it back: asked first about a.ts, a walk that
    // remembered its answer for b.ts from inside the circle would say no for the file that imports b.ts alone.
    await write('src/test/a.ts', `import ${Q}./b${Q};\nimport ${Q}./testDatabase${Q};\n`);
    await write('src/test/b.ts', `import ${Q}./a${Q};\n`);
    await write('src/first.test.ts', `import ${Q}./test/a${Q};\n`);
    await write('src/second.test.ts', `import ${Q}./test/b${Q};\n`);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('are those whose relative imports reach the test database module, through helpers, circles and re-exports', () => {
    expect(databaseTestFiles(root)).toEqual([
      'src/circle.test.ts',
      'src/deep/fixture.test.ts',
      'src/first.test.ts',
      'src/lazy.test.ts',
      'src/routes.test.ts',
      'src/second.test.ts',
    ]);
  });

  it('answers the same for a file in an import circle whichever file of it was asked about first', () => {
    const reaches = databaseReach(root);
    expect([reaches('src/first.test.ts'), reaches('src/second.test.ts'), reaches('src/pure.test.ts')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Which test files run a second time on native PostgreSQL. A test file gets the app database only from
// createTestDatabase in src/test/testDatabase.ts (createTestApp and the fixtures built on it call it), so a
// file whose relative imports reach that module is a database test; every other file (pure functions, the
// server started in a child process on its own embedded database) would only repeat the PGlite pass.
// createTestDatabase refuses to run in a file this criterion missed, so no database test escapes the pass.

/** The module that hands out the app database of a test file. */
export const TEST_DATABASE_MODULE = path.join('src', 'test', 'testDatabase.ts');

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const resolved = resolveImport(file, match[1]!);
    if (resolved) imports.push(resolved);
  }
  return imports;
}

/** Answers, for one package root, whether a file's relative imports reach the test database module. */
export function databaseReach(root: string): (file: string) => boolean {
  const target = path.resolve(root, TEST_DATABASE_MODULE);
  const importsOf = new Map<string, string[]>();
  // Only a yes is remembered: a no found inside an import circle may be a yes seen from elsewhere in it.
  const reaching = new Set<string>([target]);
  return (file) => {
    const start = path.resolve(root, file);
    const seen = new Set<string>([start]);
    const queue = [start];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (reaching.has(next)) {
        reaching.add(start);
        return true;
      }
      let imports = importsOf.get(next);
      if (!imports) importsOf.set(next, (imports = relativeImports(next)));
      for (const imported of imports) {
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return false;
  };
}

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The test files under `root/src` that open the app database, relative to `root`, sorted. */
export function databaseTestFiles(root: string): string[] {
  const reaches = databaseReach(root);
  return testFilesUnder(path.join(root, 'src'))
    .filter((file) => reaches(file))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

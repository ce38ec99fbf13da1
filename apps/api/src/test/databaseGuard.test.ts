import { describe, expect, it } from 'vitest';

// The selection of src/test/databaseTestFiles.ts follows the relative imports written in a file; this file
// names the test database module in no import, so the pass on native PostgreSQL leaves it out.
describe('a test file the selection misses', () => {
  it('cannot open the app database', async () => {
    // A specifier built at run time is one the selection cannot follow.
    const helper = ['.', 'testDatabase'].join('/');
    const { createTestDatabase } = (await import(helper)) as {
      createTestDatabase: (info: { kind: 'pglite'; templateFile: string }) => Promise<unknown>;
    };
    await expect(createTestDatabase({ kind: 'pglite', templateFile: '/nonexistent' })).rejects.toThrow(
      /PostgreSQL pass would skip it/,
    );
  });
});

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect } from 'vitest';
import { type Database, fromPglite, fromPgPool } from '../db/database';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import { databaseReach } from './databaseTestFiles';
import { seedDay } from './seedDay';

/**
 * What globalSetup hands to every test file: where the migrated template lives, and the one that also holds the
 * demo seed (made on the UTC day `seededOn`).
 */
export type TestDatabaseInfo = { seededOn: string } & (
  | { kind: 'pglite'; templateFile: string; seededTemplateFile: string }
  | { kind: 'pg'; adminUrl: string; templateName: string; seededTemplateName: string }
);

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase {
  database: Database;
  /** Whether it holds the demo seed already (asked for, and made the same UTC day). */
  seeded: boolean;
  /** Removes what the database left behind once the app (which closes it) is closed. */
  cleanup(): Promise<void>;
}

let reachesTestDatabase: ((file: string) => boolean) | undefined;

/**
 * The PostgreSQL pass runs only the files databaseTestFiles selects; a file that got here some other way
 * (an import the selection cannot follow) would be tested on PGlite alone, so it fails here instead.
 */
function assertSelectedForPostgres() {
  const testFile = expect.getState().testPath;
  if (!testFile) return;
  reachesTestDatabase ??= databaseReach(fileURLToPath(new URL('../..', import.meta.url)));
  if (!reachesTestDatabase(testFile)) {
    throw new Error(
      `${testFile} opens the app database, but its relative imports do not reach src/test/testDatabase.ts, so the ` +
        'PostgreSQL pass would skip it: import the test app or database helpers statically.',
    );
  }
}

/**
 * A fresh, migrated database copied from a template made in globalSetup: empty, or with `seeded` the demo seed's
 * copy. A seed made on an earlier UTC day is not used (its data sets and exports are dated from that day): the
 * database is then empty and `seeded` false, and the caller seeds it.
 */
export async function createTestDatabase(
  info: TestDatabaseInfo,
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  assertSelectedForPostgres();
  const seeded = options.seeded === true && info.seededOn === seedDay();
  if (info.kind === 'pglite') {
    const tarball = await readFile(seeded ? info.seededTemplateFile : info.templateFile);
    const client = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS });
    return { database: fromPglite(client), seeded, cleanup: async () => undefined };
  }
  const name = `shelfsight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${seeded ? info.seededTemplateName : info.templateName}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl(info.adminUrl, name), max: 4 });
  return {
    database: fromPgPool(pool),
    seeded,
    async cleanup() {
      const dropper = new pg.Client({ connectionString: info.adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

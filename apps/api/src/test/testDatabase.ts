import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, fromPglite, fromPgPool } from '../db/database';

/** What globalSetup hands to every test file: where the migrated template lives. */
export type TestDatabaseInfo =
  { kind: 'pglite'; templateFile: string } | { kind: 'pg'; adminUrl: string; templateName: string };

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
  /** Removes what the database left behind once the app (which closes it) is closed. */
  cleanup(): Promise<void>;
}

/** A fresh, migrated, empty database copied from the template made in globalSetup. */
export async function createTestDatabase(info: TestDatabaseInfo): Promise<TestDatabase> {
  if (info.kind === 'pglite') {
    const tarball = await readFile(info.templateFile);
    const client = await PGlite.create({ loadDataDir: new Blob([tarball]) });
    return { database: fromPglite(client), cleanup: async () => undefined };
  }
  const name = `shelfsight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${info.templateName}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl(info.adminUrl, name), max: 4 });
  return {
    database: fromPgPool(pool),
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

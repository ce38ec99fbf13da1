import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { PGLITE_CONF } from './prepareDataDir';
import * as schema from './schema';

/** Both drivers answer raw `execute` calls with `{ rows }`; this states it once for either. */
export interface RowsResult<Row> {
  rows: Row[];
}
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The one Drizzle type every repository is written against, whichever driver is underneath. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Runs multi-statement SQL (a migration file) inside one transaction. */
  execInTransaction(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    async execInTransaction(sqlText) {
      await client.transaction(async (tx) => {
        await tx.exec(sqlText);
      });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function fromPgPool(pool: pg.Pool): Database {
  // An idle connection the server ends (restart, failover, a dropped database) emits 'error' on the
  // pool; unhandled, that would end the process. The pool replaces the connection on next use.
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(`PostgreSQL ended an idle connection (${error.code ?? 'no code'}): ${error.message}`);
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    driver: 'pg',
    async execInTransaction(sqlText) {
      // Parameterless queries use the simple protocol, which accepts several statements at once.
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(sqlText);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite persisted in `pgliteDir`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** PGlite's WebAssembly already compiled (by the initdb thread), so it is not compiled twice. */
  pgliteWasmModule?: WebAssembly.Module;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return fromPgPool(pool);
  }
  // The embedded database holds app data only (facts live in DuckDB), so a small buffer pool is
  // enough and keeps idle memory down; PGlite's default of 128 MB costs about as much again in RSS.
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    postgresqlconf: PGLITE_CONF,
    extensions: PGLITE_EXTENSIONS,
    ...(options.pgliteWasmModule ? { pgliteWasmModule: options.pgliteWasmModule } : {}),
  });
  return fromPglite(client);
}

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * pg-boss's `db` on the app's own connection. PGlite runs parameterless (possibly multi-statement) SQL
 * with `exec` and the rest with `query` (DESIGN.md §7); the answer is the last statement that returns
 * rows. On PostgreSQL the app's pool serves both (parameterless text goes by the simple protocol).
 */
export function bossDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === 'pg') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        const withRows = results.filter((result) => result.fields.length > 0);
        return { rows: withRows.at(-1)?.rows ?? [] };
      }
      return pglite.query(text, values);
    },
  };
}

/** A Drizzle transaction (or connection) as repositories receive it. */
export type TransactionClient = Pick<Database['db'], 'execute'>;

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` inside a Drizzle transaction, so a job is queued with the rows that caused it. Both drivers keep
 * the transaction's own client (a PGlite transaction, a pool client between BEGIN and COMMIT) as
 * `session.client`, which takes numbered parameters as pg-boss writes them.
 */
export function transactionBossDb(transaction: TransactionClient): PgBoss.Db {
  const client = (transaction as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('A job can be queued only inside a database transaction');
  return { executeSql: (text, values) => client.query(text, values) };
}

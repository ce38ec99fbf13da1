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

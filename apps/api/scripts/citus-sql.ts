// Prints the Citus commands that distribute the app tables (src/db/tableDistribution.ts): from the database at
// DATABASE_URL when given (migrated), else from a fresh in-memory database migrated here.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPgPool } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { PGLITE_EXTENSIONS } from '../src/db/pgliteExtensions';
import { citusDistributionSql, readAppTables } from '../src/db/tableDistribution';

const url = process.env.DATABASE_URL;
const database = url
  ? fromPgPool(new pg.Pool({ connectionString: url, max: 1 }))
  : fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
try {
  if (!url) await migrate(database);
  process.stdout.write(citusDistributionSql(await readAppTables(database)));
} finally {
  await database.close();
}

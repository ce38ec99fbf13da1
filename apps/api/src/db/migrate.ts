import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { apiRootOf } from '../lib/apiRoot';
import type { Database } from './database';

const migrationsDir = path.join(apiRootOf(import.meta.url), 'src/db/migrations');
const fileNamePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  id: number;
  name: string;
  file: string;
}

export async function listMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = await readdir(dir);
  return files
    .map((file) => {
      const match = fileNamePattern.exec(file);
      return match ? { id: Number(match[1]), name: match[2] ?? '', file: path.join(dir, file) } : null;
    })
    .filter((migration): migration is Migration => migration !== null)
    .sort((a, b) => a.id - b.id);
}

/** Applies pending migrations in order, each in its own transaction with its bookkeeping row. */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  await database.db.execute(sql`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied = await database.db.execute<{ id: number }>(sql`SELECT id FROM schema_migrations`);
  const done = new Set(applied.rows.map((row) => Number(row.id)));
  const ran: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (done.has(migration.id)) continue;
    const body = await readFile(migration.file, 'utf8');
    const record = `INSERT INTO schema_migrations (id, name) VALUES (${migration.id}, '${migration.name}');`;
    await database.execInTransaction(`${body}\n;\n${record}`);
    ran.push(`${String(migration.id).padStart(4, '0')}_${migration.name}`);
  }
  return ran;
}

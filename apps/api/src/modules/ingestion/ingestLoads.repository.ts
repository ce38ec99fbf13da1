import type { FileLocale, IngestFormat, IngestJob, IngestProblem } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { RetailerAccess } from '../../access/retailerAccess';
import type { Db } from '../../db/database';
import type { ProgressUpdate } from '../../analytics/ingest/runIngest';

/** A load as stored: the answer of the status route plus what running it needs. */
export interface StoredLoad {
  customerId: number;
  job: IngestJob;
  spoolFile: string | null;
  access: RetailerAccess;
  /** The locale the user confirmed for a CSV upload; null reads the values as written. */
  locale: FileLocale | null;
}

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).toISOString());
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toStored(row: Row): StoredLoad {
  return {
    customerId: Number(row.customer_id),
    spoolFile: row.spool_file === null ? null : String(row.spool_file),
    access: json(row.retailer_access) as RetailerAccess,
    locale: (json(row.file_locale) as FileLocale | null | undefined) ?? null,
    job: {
      id: String(row.id),
      state: row.state as IngestJob['state'],
      format: row.format as IngestFormat,
      fileName: row.file_name === null ? null : String(row.file_name),
      rowsRead: Number(row.rows_read),
      rowsValid: Number(row.rows_valid),
      rowsStored: Number(row.rows_stored),
      rowsReplaced: Number(row.rows_replaced),
      problemCount: Number(row.problem_count),
      problems: (json(row.problems) as IngestProblem[] | null) ?? [],
      message: row.message === null ? null : String(row.message),
      startedAt: iso(row.started_at) ?? '',
      finishedAt: iso(row.finished_at),
    },
  };
}

export async function insertLoad(
  db: Db,
  load: {
    customerId: number;
    id: string;
    userId: number;
    format: IngestFormat;
    fileName: string | null;
    spoolFile: string;
    access: RetailerAccess;
    locale: FileLocale | null;
  },
): Promise<StoredLoad> {
  const { rows } = await db.execute<Row>(sql`
    INSERT INTO ingest_loads (customer_id, id, user_id, format, file_name, spool_file, retailer_access, file_locale)
    VALUES (${load.customerId}, ${load.id}, ${load.userId}, ${load.format}, ${load.fileName}, ${load.spoolFile},
      ${JSON.stringify(load.access)}::jsonb, ${load.locale ? JSON.stringify(load.locale) : null}::jsonb)
    RETURNING *`);
  return toStored(rows[0] as Row);
}

export async function findLoad(db: Db, customerId: number, id: string): Promise<StoredLoad | null> {
  const { rows } = await db.execute<Row>(
    sql`SELECT * FROM ingest_loads WHERE customer_id = ${customerId} AND id = ${id}`,
  );
  return rows[0] ? toStored(rows[0]) : null;
}

/** Writes the progress fields of `patch` (the others keep their stored values). */
export async function updateLoad(db: Db, customerId: number, id: string, patch: ProgressUpdate): Promise<void> {
  const problems = patch.problems === undefined ? null : JSON.stringify(patch.problems);
  await db.execute(sql`
    UPDATE ingest_loads SET
      state = coalesce(${patch.state ?? null}, state),
      rows_read = coalesce(${patch.rowsRead ?? null}::integer, rows_read),
      rows_valid = coalesce(${patch.rowsValid ?? null}::integer, rows_valid),
      rows_stored = coalesce(${patch.rowsStored ?? null}::integer, rows_stored),
      rows_replaced = coalesce(${patch.rowsReplaced ?? null}::integer, rows_replaced),
      problem_count = coalesce(${patch.problemCount ?? null}::integer, problem_count),
      problems = coalesce(${problems}::jsonb, problems),
      message = CASE WHEN ${patch.message !== undefined} THEN ${patch.message ?? null} ELSE message END,
      finished_at = CASE WHEN ${patch.state ?? null} IN ('done', 'rejected', 'failed') THEN coalesce(finished_at, now())
                         ELSE finished_at END
    WHERE customer_id = ${customerId} AND id = ${id}`);
}

/** The spooled file is gone: removed after the facts were stored, or the load given up. */
export async function clearSpoolFile(db: Db, customerId: number, id: string): Promise<void> {
  await db.execute(sql`UPDATE ingest_loads SET spool_file = NULL WHERE customer_id = ${customerId} AND id = ${id}`);
}

/** Counts a run of the load and answers how many have started, this one included. */
export async function countTry(db: Db, customerId: number, id: string): Promise<number> {
  const { rows } = await db.execute<Row>(sql`
    UPDATE ingest_loads SET tries = tries + 1 WHERE customer_id = ${customerId} AND id = ${id} RETURNING tries`);
  return Number(rows[0]?.tries ?? 0);
}

/**
 * Loads not finished (a server stopped before it queued or ran them, or while it ran them) or whose file
 * is still spooled (it stopped between the last state and the removal), oldest first.
 */
export async function unfinishedLoads(db: Db): Promise<{ customerId: number; id: string }[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT customer_id, id FROM ingest_loads
    WHERE state IN ('queued', 'reading', 'validating', 'storing') OR spool_file IS NOT NULL ORDER BY started_at`);
  return rows.map((row) => ({ customerId: Number(row.customer_id), id: String(row.id) }));
}

import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FileLocale, UploadProblem } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { SPREADSHEET_LOCALE } from '../../analytics/ingest/fileLocale';
import { FileReadError, type FileTable, MAX_PRODUCT_ROWS, readCsv, readXlsx } from './productFile';
import { checkRows, mapColumns } from './productRows';
import { RowConflicts, writeProducts } from './productWrite';

/** At most this many problems are kept and shown; the message counts them all. */
const SHOWN_PROBLEMS = 100;

type UploadRow = {
  id: number;
  product_list_id: number;
  file_path: string | null;
  format: string;
  locale: FileLocale | null;
  status: string;
  finished_at: string | null;
  type: string;
  processing_mode: string;
};

export async function finishUpload(
  db: Db,
  customerId: number,
  uploadId: number,
  outcome: { status: string; message: string | null; problems?: UploadProblem[]; rowsTotal?: number | null },
) {
  const problems = JSON.stringify((outcome.problems ?? []).slice(0, SHOWN_PROBLEMS));
  await db.execute(sql`UPDATE product_list_uploads SET status = ${outcome.status}, message = ${outcome.message},
      problems = ${problems}::jsonb, rows_total = coalesce(${outcome.rowsTotal ?? null}::integer, rows_total),
      finished_at = CASE WHEN ${outcome.status} IN ('PROCESSING_PENDING', 'VALIDATION_SUCCESS') THEN NULL ELSE now() END
    WHERE customer_id = ${customerId} AND id = ${uploadId}`);
  await db.execute(sql`UPDATE product_lists l SET file_upload_status = ${outcome.status},
      file_upload_message = ${outcome.message},
      processed_date = CASE WHEN ${outcome.status} = 'PROCESSING_SUCCESS' THEN now() ELSE l.processed_date END
    FROM product_list_uploads u
    WHERE u.customer_id = ${customerId} AND u.id = ${uploadId} AND l.customer_id = u.customer_id
      AND l.id = u.product_list_id`);
}

const problemMessage = (problems: UploadProblem[]) => {
  const first = problems[0];
  const where = first ? `row ${first.row}${first.column ? `, column ${first.column}` : ''}: ${first.message}` : '';
  return problems.length === 1 ? `1 problem (${where})` : `${problems.length} problems, the first in ${where}`;
};

async function readTable(upload: UploadRow, dataDir: string): Promise<{ table: FileTable; locale: FileLocale }> {
  const file = path.join(dataDir, upload.file_path ?? '');
  if (upload.format === 'xlsx') return { table: await readXlsx(file), locale: SPREADSHEET_LOCALE };
  if (upload.format !== 'csv') throw new FileReadError('INVALID_FILETYPE');
  const locale = upload.locale ?? { separator: ',', decimalMark: '.', dateOrder: 'YMD' };
  return { table: await readCsv(file, locale.separator), locale };
}

/**
 * One try of processing an upload: read, check the header and every row, then write everything in one
 * transaction. A file with any problem gets its status and changes nothing. An upload found finished (a
 * repeated job) is left alone; a newer upload of the same list aborts this one.
 */
export async function processUpload(db: Db, dataDir: string, customerId: number, uploadId: number): Promise<void> {
  const { rows } = await db.execute<UploadRow>(sql`
    SELECT u.id, u.product_list_id, u.file_path, u.format, u.locale, u.status, u.finished_at, l.type, l.processing_mode
    FROM product_list_uploads u JOIN product_lists l ON l.customer_id = u.customer_id AND l.id = u.product_list_id
    WHERE u.customer_id = ${customerId} AND u.id = ${uploadId}`);
  const upload = rows[0];
  if (!upload || upload.finished_at !== null) return;
  const finish = (outcome: Parameters<typeof finishUpload>[3]) => finishUpload(db, customerId, uploadId, outcome);
  const newer = await db.execute(sql`SELECT 1 FROM product_list_uploads WHERE customer_id = ${customerId}
    AND product_list_id = ${upload.product_list_id} AND id > ${uploadId}`);
  if (newer.rows.length > 0) return finish({ status: 'PROCESSING_ABORTED', message: 'A newer file was uploaded' });

  let read: Awaited<ReturnType<typeof readTable>>;
  try {
    read = await readTable(upload, dataDir);
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    return finish({ status: error.status, message: null });
  }
  const { table, locale } = read;
  const map = mapColumns(table.header, upload.type);
  if (Array.isArray(map)) return finish({ status: 'INVALID_HEADER_ROW', message: problemMessage(map), problems: map });
  if (table.rows.length === 0 || table.rows.length > MAX_PRODUCT_ROWS) {
    const message = table.rows.length === 0 ? 'The file has no data rows' : `More than ${MAX_PRODUCT_ROWS} rows`;
    return finish({ status: 'INVALID_DATA_ROWS', message, problems: [{ row: 0, column: null, message }] });
  }
  const attributes = await db.execute<{ name: string; data_type: string }>(
    sql`SELECT name, data_type FROM attributes WHERE customer_id = ${customerId}`,
  );
  const retailers = await retailersByName(db, customerId);
  const checked = checkRows(table, map, locale, {
    attributes: new Map(attributes.rows.map((row) => [row.name, row.data_type])),
    retailers: upload.type === 'ASSORTMENT' ? new Set(retailers.keys()) : null,
  });
  const rowsTotal = checked.rows.length;
  if (checked.problems.length > 0) {
    const { problems } = checked;
    return finish({ status: 'INVALID_DATA_ROWS', message: problemMessage(problems), problems, rowsTotal });
  }
  await finish({ status: 'VALIDATION_SUCCESS', message: null, rowsTotal });
  try {
    await db.transaction(async (tx) => {
      await writeProducts(
        tx as unknown as Db,
        {
          customerId,
          listId: upload.product_list_id,
          processingMode: upload.processing_mode,
          attributeTypes: checked.attributeTypes,
          retailers: upload.type === 'ASSORTMENT' ? retailers : null,
        },
        checked.rows,
      );
      await finishUpload(tx as unknown as Db, customerId, uploadId, { status: 'PROCESSING_SUCCESS', message: null });
    });
  } catch (error) {
    if (!(error instanceof RowConflicts)) {
      // Back to pending so that the retry (or a restarted server) takes it up again.
      await finish({ status: 'PROCESSING_PENDING', message: null });
      throw error;
    }
    const { problems } = error;
    return finish({ status: 'INVALID_DATA_ROWS', message: problemMessage(problems), problems, rowsTotal });
  }
}

/** The customer's tracked retailers by lower-case name and display name. */
async function retailersByName(db: Db, customerId: number) {
  const { rows } = await db.execute<{ id: number; name: string; display_name: string }>(sql`
    SELECT r.id, r.name, r.display_name FROM customer_retailers c JOIN retailers r ON r.id = c.retailer_id
    WHERE c.customer_id = ${customerId}`);
  const map = new Map<string, number>();
  for (const row of rows) {
    map.set(row.name.toLowerCase(), Number(row.id));
    map.set(row.display_name.toLowerCase(), Number(row.id));
  }
  return map;
}

/** Removes the upload's file once it has ended. */
export async function removeUploadFile(db: Db, dataDir: string, customerId: number, uploadId: number) {
  const { rows } = await db.execute<{ file_path: string | null }>(sql`SELECT file_path FROM product_list_uploads
    WHERE customer_id = ${customerId} AND id = ${uploadId} AND finished_at IS NOT NULL`);
  const file = rows[0]?.file_path;
  if (!file) return;
  await rm(path.join(dataDir, file), { force: true });
  await db.execute(
    sql`UPDATE product_list_uploads SET file_path = NULL WHERE customer_id = ${customerId} AND id = ${uploadId}`,
  );
}

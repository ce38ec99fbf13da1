import { type FileLocale, PROCESSING, type ProductListUpload, type UploadProblem } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

type UploadRow = {
  id: number;
  product_list_id: number;
  status: string;
  message: string | null;
  file_name: string;
  rows_total: number | null;
  problems: UploadProblem[];
  locale: FileLocale | null;
  finished_at: string | null;
};

export async function uploadOf(db: Db, customerId: number, id: number): Promise<ProductListUpload> {
  const { rows } = await db.execute<UploadRow>(sql`SELECT id, product_list_id, status, message, file_name, rows_total,
      problems, locale FROM product_list_uploads WHERE customer_id = ${customerId} AND id = ${id}`);
  const row = rows[0] as UploadRow;
  return {
    id: Number(row.id),
    productListId: Number(row.product_list_id),
    status: row.status,
    message: row.message,
    fileName: row.file_name,
    rowsTotal: row.rows_total === null ? null : Number(row.rows_total),
    problems: row.problems,
    locale: row.locale,
  };
}

/** The customer's latest upload: PROCESSING while unfinished, else its status (spec 3 §4.3). */
export async function latestUpload(db: Db, customerId: number) {
  const { rows } = await db.execute<UploadRow>(sql`SELECT id, product_list_id, status, message, finished_at, problems
    FROM product_list_uploads WHERE customer_id = ${customerId} ORDER BY created_at DESC, id DESC LIMIT 1`);
  const row = rows[0];
  if (!row) return { status: null, fileUploadStatus: null, productListId: null, message: null, problems: [] };
  return {
    status: row.finished_at === null ? PROCESSING : row.status,
    fileUploadStatus: row.status,
    productListId: Number(row.product_list_id),
    message: row.message,
    problems: row.problems,
  };
}

/** The files of a list's uploads still on disk (relative to the data directory). */
export async function uploadFilesOf(db: Db, customerId: number, listId: number): Promise<string[]> {
  const { rows } = await db.execute<{ file_path: string }>(sql`SELECT file_path FROM product_list_uploads
    WHERE customer_id = ${customerId} AND product_list_id = ${listId} AND file_path IS NOT NULL`);
  return rows.map((row) => row.file_path);
}

import {
  type Dataset,
  type DatasetInputParsed,
  type DatasetOutputType,
  dimensionById,
  exportDashboardSettingsSchema,
  metricById,
} from '@shelfsight/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { placedWidgetNameOf } from '../../db/placedWidgetName';
import {
  recipientIdsOf,
  type Recipients,
  recipientThingReads,
  type RecipientViewer,
  replaceRecipients,
} from '../../db/recipients';

export type DatasetViewer = RecipientViewer;

export interface StoredDataset extends Omit<Dataset, 'isOwnedByMe'> {
  filePath: string | null;
  mailedAt: string | null;
}

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).toISOString());
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10);
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
const numbers = (value: unknown) => ((json(value) as number[] | null) ?? []).map(Number);

/** The metrics by the dimensions, in words (a dataset without a widget). */
export function metricsSourceName(metricIds: number[], dimensionIds: number[]): string {
  const metrics = metricIds.map((id) => metricById(id)?.name ?? `Metric ${id}`).join(', ');
  const dimensions = dimensionIds.map((id) => dimensionById(id)?.name ?? `Dimension ${id}`).join(' × ');
  return `${metrics} by ${dimensions}`;
}

/** 0–100: rows written of the rows counted while building; 100 once done (or expired after being done). */
function progressOf(status: string, written: number, total: number | null): number {
  if (status === 'D' || status === 'E') return 100;
  if (!total || total <= 0) return 0;
  return Math.min(99, Math.floor((written / total) * 100));
}

function toStored(row: Row): StoredDataset {
  const status = row.status as StoredDataset['status'];
  const metricIds = numbers(row.metric_ids);
  const dimensionIds = numbers(row.dimension_ids);
  const rowsWritten = Number(row.rows_written ?? 0);
  const rowsTotal = numberOrNull(row.rows_total);
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    ownerUserId: Number(row.owner_user_id),
    owner: { id: Number(row.owner_user_id), name: String(row.owner_name ?? '') },
    isActive: Boolean(row.is_active),
    status,
    fileType: row.file_type as StoredDataset['fileType'],
    subject: String(row.subject),
    outputType: row.output_type as DatasetOutputType,
    dashboardWidgetId: numberOrNull(row.dashboard_widget_id),
    widgetId: numberOrNull(row.widget_id),
    metricIds,
    dimensionIds,
    dateGrouping: (row.date_grouping ?? null) as StoredDataset['dateGrouping'],
    sourceName:
      row.widget_name !== null && row.widget_name !== undefined
        ? String(row.widget_name)
        : metricIds.length > 0
          ? metricsSourceName(metricIds, dimensionIds)
          : 'Removed widget',
    recipientList: numbers(row.recipient_ids).sort((a, b) => a - b),
    fromDate: day(row.from_date),
    toDate: day(row.to_date),
    filterSet: exportDashboardSettingsSchema.parse(json(row.filter_set) ?? {}),
    applyRetailerAssortment: Boolean(row.apply_retailer_assortment),
    rowsWritten,
    rowsTotal,
    progress: progressOf(status, rowsWritten, rowsTotal),
    filename: (row.filename ?? null) as string | null,
    fileSize: numberOrNull(row.file_size),
    error: (row.error ?? null) as string | null,
    createdAt: iso(row.created_at) ?? '',
    generatedDateTime: iso(row.generated_at),
    expiryDate: day(row.expiry_date),
    filePath: (row.file_path ?? null) as string | null,
    mailedAt: iso(row.mailed_at),
  };
}

const RECIPIENTS: Recipients = { table: 'dataset_recipients', key: 'dataset_id', alias: 's' };

// The source's name: the placed widget's name override, else its widget's name; or the saved widget's name.
const SELECT = sql`
  SELECT s.*, u.display_name AS owner_name,
    coalesce(
      ${placedWidgetNameOf('s')},
      (SELECT w.name FROM widgets w WHERE w.customer_id = s.customer_id AND w.id = s.widget_id)) AS widget_name,
    ${recipientIdsOf(RECIPIENTS)} AS recipient_ids
  FROM datasets s JOIN users u ON u.id = s.owner_user_id`;

async function select(db: Db, where: SQL): Promise<StoredDataset[]> {
  const { rows } = await db.execute<Row>(sql`${SELECT} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC`);
  return rows.map(toStored);
}

const reads = recipientThingReads(RECIPIENTS, select);
/** Datasets the viewer owns or receives, newest first (`id` narrows to one). */
export const visibleDatasets = reads.visible;
export const storedDataset = reads.stored;

export async function createDataset(
  db: Db,
  customerId: number,
  ownerUserId: number,
  input: DatasetInputParsed & { outputType: DatasetOutputType },
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO datasets (customer_id, owner_user_id, file_type, subject, output_type, dashboard_widget_id,
        widget_id, metric_ids, dimension_ids, date_grouping, from_date, to_date, filter_set,
        apply_retailer_assortment, expiry_date)
      VALUES (${customerId}, ${ownerUserId}, ${input.fileType}, ${input.subject}, ${input.outputType},
        ${input.dashboardWidgetId}, ${input.widgetId}, ${JSON.stringify(input.metricIds)}::jsonb,
        ${JSON.stringify(input.dimensionIds)}::jsonb, ${input.dateGrouping}, ${input.fromDate}::date,
        ${input.toDate}::date, ${JSON.stringify(input.filterSet)}::jsonb, ${input.applyRetailerAssortment},
        (now() AT TIME ZONE 'UTC')::date + ${input.expiryDays}::int)
      RETURNING id`);
    const id = Number(rows[0]?.id);
    await replaceRecipients(tx as unknown as Db, RECIPIENTS, customerId, id, input.recipientIds);
    return id;
  });
}

export async function deleteDataset(db: Db, customerId: number, id: number) {
  await db.execute(sql`DELETE FROM datasets WHERE customer_id = ${customerId} AND id = ${id}`);
}

/**
 * Moves a queued (or interrupted) build to R; false when the dataset is no longer to be built (done,
 * failed for good, expired or deleted), so a retried job does nothing.
 */
export async function startBuild(db: Db, customerId: number, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`UPDATE datasets SET status = 'R', rows_written = 0, error = NULL
    WHERE customer_id = ${customerId} AND id = ${id} AND status IN ('I', 'R') RETURNING id`);
  return rows.length > 0;
}

/** Writes the build's progress; false when the dataset is no longer building (deleted meanwhile). */
export async function recordProgress(
  db: Db,
  customerId: number,
  id: number,
  written: number,
  total: number | null,
): Promise<boolean> {
  const { rows } = await db.execute(sql`UPDATE datasets SET rows_written = ${written},
      rows_total = coalesce(${total}::int, rows_total)
    WHERE customer_id = ${customerId} AND id = ${id} AND status = 'R' RETURNING id`);
  return rows.length > 0;
}

/** Marks the build done; false when the dataset was deleted meanwhile. */
export async function finishBuild(
  db: Db,
  customerId: number,
  id: number,
  file: { filePath: string; filename: string; fileSize: number; rows: number },
): Promise<boolean> {
  const { rows } =
    await db.execute(sql`UPDATE datasets SET status = 'D', file_path = ${file.filePath}, filename = ${file.filename},
      file_size = ${file.fileSize}, rows_written = ${file.rows}, rows_total = ${file.rows}, generated_at = now(),
      error = NULL
    WHERE customer_id = ${customerId} AND id = ${id} AND status = 'R' RETURNING id`);
  return rows.length > 0;
}

export async function failBuild(db: Db, customerId: number, id: number, error: string): Promise<boolean> {
  const { rows } = await db.execute(sql`UPDATE datasets SET status = 'F', error = ${error}
    WHERE customer_id = ${customerId} AND id = ${id} AND status IN ('I', 'R') RETURNING id`);
  return rows.length > 0;
}

export async function markMailed(db: Db, customerId: number, id: number) {
  await db.execute(sql`UPDATE datasets SET mailed_at = now() WHERE customer_id = ${customerId} AND id = ${id}`);
}

/** Datasets of every customer kept past their expiry day (UTC). */
export async function expiredDatasets(db: Db, today: string): Promise<StoredDataset[]> {
  return select(db, sql`s.status IN ('D', 'F') AND s.expiry_date < ${today}::date`);
}

/** Marks a dataset expired; false when someone else did first. */
export async function expireDataset(db: Db, dataset: StoredDataset): Promise<boolean> {
  const { rows } = await db.execute(sql`UPDATE datasets SET status = 'E', file_path = NULL
    WHERE customer_id = ${dataset.customerId} AND id = ${dataset.id} AND status IN ('D', 'F') RETURNING id`);
  return rows.length > 0;
}

/** Ids of a customer's datasets still queued (built after a fact load: the demo's, seeded before its facts). */
export async function queuedDatasetIds(db: Db, customerId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM datasets WHERE customer_id = ${customerId} AND status = 'I' ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

import {
  exportDashboardSettingsSchema,
  nextExportAfter,
  type ScheduledExport,
  type ScheduledExportInputParsed,
  type ScheduledExportInstance,
} from '@shelfsight/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { placedWidgetNameOf } from '../../db/placedWidgetName';
import {
  ownedOrReceivedBy,
  recipientIdsOf,
  type Recipients,
  recipientThingReads,
  type RecipientViewer,
  replaceRecipients,
} from '../../db/recipients';

export type ExportViewer = RecipientViewer;

export type StoredExport = Omit<ScheduledExport, 'isOwnedByMe'>;
export interface StoredInstance extends ScheduledExportInstance {
  customerId: number;
  filePath: string | null;
  mailedAt: string | null;
}

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).toISOString());
const day = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toStored(row: Row): StoredExport {
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    ownerUserId: Number(row.owner_user_id),
    owner: { id: Number(row.owner_user_id), name: String(row.owner_name ?? '') },
    isActive: Boolean(row.is_active),
    fileType: row.file_type as StoredExport['fileType'],
    subject: String(row.subject),
    filename: String(row.filename),
    dashboardWidgetId: numberOrNull(row.dashboard_widget_id),
    dashboardId: numberOrNull(row.dashboard_id),
    targetName: String(row.target_name ?? ''),
    recipientIds: ((json(row.recipient_ids) as number[] | null) ?? []).map(Number).sort((a, b) => a - b),
    rollingDate: String(row.rolling_date),
    frequency: row.frequency as StoredExport['frequency'],
    weekday: numberOrNull(row.weekday),
    monthDay: numberOrNull(row.month_day),
    startDate: day(row.start_date) ?? '',
    endDate: day(row.end_date),
    time: String(row.time),
    dashboardSettings: exportDashboardSettingsSchema.parse(json(row.dashboard_settings) ?? {}),
    applyRetailerAssortment:
      row.apply_retailer_assortment === null || row.apply_retailer_assortment === undefined
        ? null
        : Boolean(row.apply_retailer_assortment),
    exportRows: row.export_rows === 'all' ? 'all' : 'page',
    nextExport: iso(row.next_export),
    lastUpdated: iso(row.last_updated) ?? '',
    createdAt: iso(row.created_at) ?? '',
  };
}

const RECIPIENTS: Recipients = { table: 'scheduled_export_recipients', key: 'scheduled_export_id', alias: 'e' };

// The target's name: the placed widget's name override, else its widget's name; or the dashboard's name.
const SELECT = sql`
  SELECT e.*, u.display_name AS owner_name,
    coalesce(
      ${placedWidgetNameOf('e')},
      (SELECT d.name FROM dashboards d WHERE d.customer_id = e.customer_id AND d.id = e.dashboard_id)) AS target_name,
    ${recipientIdsOf(RECIPIENTS)} AS recipient_ids
  FROM scheduled_exports e JOIN users u ON u.id = e.owner_user_id`;

async function select(db: Db, where: SQL): Promise<StoredExport[]> {
  const { rows } = await db.execute<Row>(sql`${SELECT} WHERE ${where} ORDER BY e.id`);
  return rows.map(toStored);
}

const reads = recipientThingReads(RECIPIENTS, select);
/** Exports the viewer owns or receives (`id` narrows to one). */
export const visibleExports = reads.visible;
export const storedExport = reads.stored;

function columns(input: ScheduledExportInputParsed) {
  const next = input.isActive ? nextExportAfter(input, new Date()) : null;
  return { ...input, settings: JSON.stringify(input.dashboardSettings), next };
}

export async function createExport(db: Db, customerId: number, ownerUserId: number, input: ScheduledExportInputParsed) {
  const c = columns(input);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO scheduled_exports (customer_id, owner_user_id, is_active, file_type, subject, filename,
        dashboard_widget_id, dashboard_id, rolling_date, frequency, weekday, month_day, start_date, end_date, time,
        dashboard_settings, apply_retailer_assortment, export_rows, next_export)
      VALUES (${customerId}, ${ownerUserId}, ${c.isActive}, ${c.fileType}, ${c.subject}, ${c.filename},
        ${c.dashboardWidgetId}, ${c.dashboardId}, ${c.rollingDate}, ${c.frequency}, ${c.weekday}, ${c.monthDay},
        ${c.startDate}, ${c.endDate}, ${c.time}, ${c.settings}::jsonb, ${c.applyRetailerAssortment}, ${c.exportRows}, ${c.next})
      RETURNING id`);
    const id = Number(rows[0]?.id);
    await replaceRecipients(tx as unknown as Db, RECIPIENTS, customerId, id, input.recipientIds);
    return id;
  });
}

/** Replaces the export; its next run is computed anew from now. */
export async function updateExport(db: Db, customerId: number, id: number, input: ScheduledExportInputParsed) {
  const c = columns(input);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE scheduled_exports SET is_active = ${c.isActive}, file_type = ${c.fileType}, subject = ${c.subject},
        filename = ${c.filename}, dashboard_widget_id = ${c.dashboardWidgetId}, dashboard_id = ${c.dashboardId},
        rolling_date = ${c.rollingDate}, frequency = ${c.frequency}, weekday = ${c.weekday},
        month_day = ${c.monthDay}, start_date = ${c.startDate}, end_date = ${c.endDate}, time = ${c.time},
        dashboard_settings = ${c.settings}::jsonb, apply_retailer_assortment = ${c.applyRetailerAssortment},
        export_rows = ${c.exportRows}, next_export = ${c.next}, last_updated = now()
      WHERE customer_id = ${customerId} AND id = ${id}`);
    await replaceRecipients(tx as unknown as Db, RECIPIENTS, customerId, id, input.recipientIds);
  });
}

export async function deleteExport(db: Db, customerId: number, id: number) {
  await db.execute(sql`DELETE FROM scheduled_exports WHERE customer_id = ${customerId} AND id = ${id}`);
}

/** Active exports of every customer whose next run is due. */
export async function dueExports(db: Db, now: Date): Promise<StoredExport[]> {
  return select(db, sql`e.is_active AND e.next_export <= ${now.toISOString()}::timestamptz`);
}

/** Moves an export's next run on, only if no one else has (compare and set); false when it was moved. */
export async function advanceExport(db: Db, export_: StoredExport, next: string | null): Promise<boolean> {
  const { rows } = await db.execute(sql`UPDATE scheduled_exports SET next_export = ${next}
    WHERE customer_id = ${export_.customerId} AND id = ${export_.id}
      AND next_export = ${export_.nextExport}::timestamptz RETURNING id`);
  return rows.length > 0;
}

function toInstance(row: Row): StoredInstance {
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    scheduledExportId: Number(row.scheduled_export_id),
    status: row.status as StoredInstance['status'],
    filename: String(row.filename),
    fileType: row.file_type as StoredInstance['fileType'],
    scheduledFor: iso(row.scheduled_for) ?? '',
    createdAt: iso(row.created_at) ?? '',
    error: (row.error ?? null) as string | null,
    fileSize: numberOrNull(row.file_size),
    filePath: (row.file_path ?? null) as string | null,
    mailedAt: iso(row.mailed_at),
  };
}

export const publicInstance = ({ customerId: _c, filePath: _f, mailedAt: _m, ...rest }: StoredInstance) => rest;

/** The run of an export at a scheduled time: made once, found again by every retry. */
export async function instanceFor(db: Db, export_: StoredExport, scheduledFor: string): Promise<StoredInstance> {
  const filename = `${export_.filename}.${export_.fileType}`;
  await db.execute(sql`INSERT INTO scheduled_export_instances (customer_id, scheduled_export_id, scheduled_for,
      filename, file_type)
    VALUES (${export_.customerId}, ${export_.id}, ${scheduledFor}::timestamptz, ${filename}, ${export_.fileType})
    ON CONFLICT (customer_id, scheduled_export_id, scheduled_for) DO NOTHING`);
  const { rows } = await db.execute<Row>(sql`SELECT * FROM scheduled_export_instances
    WHERE customer_id = ${export_.customerId} AND scheduled_export_id = ${export_.id}
      AND scheduled_for = ${scheduledFor}::timestamptz`);
  return toInstance(rows[0] as Row);
}

export async function updateInstance(
  db: Db,
  instance: StoredInstance,
  change: { status?: string; filePath?: string; fileSize?: number; mailed?: boolean; error?: string | null },
) {
  await db.execute(sql`UPDATE scheduled_export_instances SET
      status = coalesce(${change.status ?? null}, status),
      file_path = coalesce(${change.filePath ?? null}, file_path),
      file_size = coalesce(${change.fileSize ?? null}::int, file_size),
      mailed_at = CASE WHEN ${change.mailed ?? false} THEN now() ELSE mailed_at END,
      error = CASE WHEN ${change.error !== undefined} THEN ${change.error ?? null} ELSE error END
    WHERE customer_id = ${instance.customerId} AND id = ${instance.id}`);
}

/** Instances of the exports the viewer sees (one export's with `exportId`), newest first. */
export async function visibleInstances(db: Db, viewer: ExportViewer, exportId?: number, instanceId?: number) {
  const one = exportId === undefined ? sql`` : sql` AND i.scheduled_export_id = ${exportId}`;
  const only = instanceId === undefined ? sql`` : sql` AND i.id = ${instanceId}`;
  const { rows } = await db.execute<Row>(sql`SELECT i.* FROM scheduled_export_instances i
    JOIN scheduled_exports e ON e.customer_id = i.customer_id AND e.id = i.scheduled_export_id
    WHERE i.customer_id = ${viewer.customerId} AND ${ownedOrReceivedBy(RECIPIENTS, viewer.userId)}${one}${only}
    ORDER BY i.scheduled_for DESC, i.id DESC LIMIT 200`);
  return rows.map(toInstance);
}

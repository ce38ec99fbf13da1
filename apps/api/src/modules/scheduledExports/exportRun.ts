import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_ATTACHMENT_LIMIT_BYTES, scheduledExportRunPath } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileNameOf } from '../../lib/attachment';
import { createNotification } from '../notifications';
import type { WidgetDataOptions } from '../engine';
import { writeExportFile } from './exportFile';
import {
  instanceFor,
  type StoredExport,
  type StoredInstance,
  storedExport,
  updateInstance,
} from './scheduledExports.repository';

export interface ExportRunOptions {
  publicUrl: string;
  dataDir: string;
  widgetData: WidgetDataOptions;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;
export const contentTypeOf = (fileType: keyof typeof CONTENT_TYPES) => CONTENT_TYPES[fileType];

/** Recipients' addresses: the export's, or its owner when it names none; active members only. */
async function addressesOf(app: FastifyInstance, export_: StoredExport): Promise<string[]> {
  const ids = export_.recipientIds.length > 0 ? export_.recipientIds : [export_.ownerUserId];
  const { rows } = await app.db.execute<{ email: string }>(sql`SELECT u.email FROM users u
    JOIN customer_users cu ON cu.user_id = u.id AND cu.customer_id = ${export_.customerId} AND cu.is_active
    WHERE u.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) ORDER BY u.id`);
  return rows.map((row) => String(row.email));
}

async function mail(
  app: FastifyInstance,
  export_: StoredExport,
  instance: StoredInstance,
  filePath: string,
  options: ExportRunOptions,
) {
  const to = await addressesOf(app, export_);
  if (to.length === 0) return;
  // The list opened at this export with this run marked: its file is there, for owner and recipients alike.
  const link = `${options.publicUrl}${scheduledExportRunPath(export_.id, instance.id)}`;
  // Only a file small enough to attach is read into memory.
  const file = (await stat(filePath)).size <= EXPORT_ATTACHMENT_LIMIT_BYTES ? await readFile(filePath) : null;
  const attach = file !== null;
  await app.mailer.send({
    to: to.join(', '),
    subject: `Shelfsight export: ${export_.subject}`,
    text: [
      `The scheduled export "${export_.subject}" of ${export_.targetName} is ready.`,
      '',
      attach
        ? `The file ${instance.filename} is attached.`
        : `The file ${instance.filename} is larger than 10 MB: download it from ${link}`,
      '',
      `Open this export: ${link}`,
    ].join('\n'),
    ...(file
      ? { attachments: [{ filename: instance.filename, content: file, contentType: contentTypeOf(export_.fileType) }] }
      : {}),
  });
}

/**
 * One run of an export at its scheduled time, safe to repeat: the instance is made once per (export,
 * time); a done instance is left alone, a written file is not written again and a sent mail not resent.
 */
export async function runExport(
  app: FastifyInstance,
  customerId: number,
  exportId: number,
  scheduledFor: string,
  options: ExportRunOptions,
): Promise<StoredInstance | null> {
  const export_ = await storedExport(app.db, customerId, exportId);
  if (!export_) return null;
  const instance = await instanceFor(app.db, export_, scheduledFor);
  if (instance.status === 'D') return instance;
  await updateInstance(app.db, instance, { status: 'R' });
  const relative =
    instance.filePath ??
    path.join(
      'files',
      'exports',
      String(customerId),
      `${instance.id}-${fileNameOf(export_.filename, export_.fileType)}`,
    );
  const filePath = path.join(options.dataDir, relative);
  let fileSize: number;
  if (instance.filePath) fileSize = (await stat(filePath)).size;
  else {
    await mkdir(path.dirname(filePath), { recursive: true });
    fileSize = await writeExportFile(app, export_, scheduledFor, options, filePath);
    await updateInstance(app.db, instance, { filePath: relative, fileSize });
  }
  const hold = process.env.SHELFSIGHT_TEST_HOLD_EXPORT_RUN;
  if (hold && export_.subject === hold) {
    // For the kill test only (exportKill.test.ts): the file is written and recorded, the mail not yet sent.
    app.log.warn('holding the export run before its mail');
    await new Promise<never>(() => undefined);
  }
  if (!instance.mailedAt) {
    await mail(app, export_, instance, filePath, options);
    await updateInstance(app.db, instance, { mailed: true });
  }
  await updateInstance(app.db, instance, { status: 'D', error: null });
  return { ...instance, status: 'D', error: null, fileSize };
}

export const failureMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'The export failed.';

/** The last try failed: the instance is F with the reason, and the owner is told in-app. */
export async function failExport(
  app: FastifyInstance,
  customerId: number,
  exportId: number,
  scheduledFor: string,
  error: unknown,
): Promise<StoredInstance | null> {
  const export_ = await storedExport(app.db, customerId, exportId);
  if (!export_) return null;
  const instance = await instanceFor(app.db, export_, scheduledFor);
  const message = failureMessage(error);
  await updateInstance(app.db, instance, { status: 'F', error: message });
  await createNotification(app, {
    customerId,
    userId: export_.ownerUserId,
    title: `Export failed: ${export_.subject}`,
    body: `The scheduled export "${export_.subject}" could not be made: ${message}`,
    flag: 'error',
    icon: 'download',
    type: 'SCHEDULED_EXPORT',
    causer: export_.subject,
  });
  return { ...instance, status: 'F', error: message };
}

import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { datasetRoutes, EXPORT_ATTACHMENT_LIMIT_BYTES } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileNameOf } from '../../lib/attachment';
import { createNotification } from '../notifications';
import { contentTypeOf, failureMessage } from '../scheduledExports';
import { exportStamp } from '../widgetData';
import type { WidgetDataOptions } from '../engine';
import { openRowWriter } from './datasetFile';
import { datasetSource } from './datasetSources';
import {
  expiredDatasets,
  expireDataset,
  failBuild,
  finishBuild,
  markMailed,
  recordProgress,
  startBuild,
  type StoredDataset,
  storedDataset,
} from './datasets.repository';

export interface DatasetBuildOptions {
  publicUrl: string;
  dataDir: string;
  widgetData: WidgetDataOptions;
  /** Progress is written to the row after this many rows, or after a second, whichever comes first. */
  progressRows?: number;
  /** Files up to this size are attached to the mail, larger ones linked (default: the exports' limit). */
  attachmentLimitBytes?: number;
  /** Product rows asked of the widget engine per DETAILS page (default 10,000). */
  detailsPageRows?: number;
  /** Awaited after each progress write the build survived, so a test can act at a known step. */
  progressRecorded?: (rowsWritten: number) => Promise<void>;
}

const PROGRESS_ROWS = 50_000;
const PROGRESS_MS = 1000;
/** Heap growth after which a build collects garbage (when the server exposes gc, as `pnpm start` does). */
const GARBAGE_BYTES = 64 * 1024 * 1024;

/**
 * Most of a build's row garbage ends in V8's old generation (the rows of a batch outlive a few scavenges
 * while they are written), which V8 collected only after the heap had grown by about 250 MB: a million
 * rows took the server's memory up by that much. Collecting after every 64 MB of growth keeps it near the
 * heap's live size, at the cost of a pause of the server to mark its live heap every few seconds.
 */
function garbageCollector(): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  let base = getHeapStatistics().used_heap_size;
  return () => {
    if (!gc || getHeapStatistics().used_heap_size - base < GARBAGE_BYTES) return;
    gc();
    base = getHeapStatistics().used_heap_size;
  };
}

const GROUPING_WORDS = {
  DAY: 'per day',
  WEEK: 'per week',
  MONTHNUM: 'per month',
  YEAR: 'per year',
  YEARSHORT: 'per year',
} as const;
const OUTPUT_WORDS = { widgetdata: 'the widget’s table', DETAILS: 'the product rows behind it', metrics: 'metrics' };

/**
 * What the file was made from, at its top (CSV lines, the first sheet of a workbook): the exports' stamp. Its
 * dates are those the rows cover (`period`, the retention cut applied), not the requested ones.
 */
export async function datasetStamp(
  app: FastifyInstance,
  dataset: StoredDataset,
  period: { dateFrom: string; dateTo: string },
): Promise<[string, string][]> {
  const grouping = dataset.dateGrouping ? [['Grouped', GROUPING_WORDS[dataset.dateGrouping]] as [string, string]] : [];
  const stamp = await exportStamp(app.db, dataset.customerId, {
    first: [
      ['Dataset', dataset.subject],
      ['Of', `${dataset.sourceName}: ${OUTPUT_WORDS[dataset.outputType]}`],
    ],
    period,
    filters: dataset.filterSet,
    applyRetailerAssortment: dataset.applyRetailerAssortment,
    last: grouping,
  });
  return stamp.rows;
}

/** The file's place under DATA_DIR: one folder per customer, the dataset id keeping names apart. */
const relativePathOf = (dataset: StoredDataset) =>
  path.join(
    'files',
    'datasets',
    String(dataset.customerId),
    `${dataset.id}-${fileNameOf(dataset.subject, dataset.fileType)}`,
  );

async function addressesOf(app: FastifyInstance, dataset: StoredDataset, ids: number[]): Promise<string[]> {
  const { rows } = await app.db.execute<{ email: string }>(sql`SELECT u.email FROM users u
    JOIN customer_users cu ON cu.user_id = u.id AND cu.customer_id = ${dataset.customerId} AND cu.is_active
    WHERE u.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) ORDER BY u.id`);
  return rows.map((row) => String(row.email));
}

/**
 * Mails a built dataset to `userIds` (its recipients by default): the file attached up to the exports'
 * attachment limit, else a link to the datasets screen. No one to mail: nothing is sent.
 */
export async function mailDataset(
  app: FastifyInstance,
  dataset: StoredDataset,
  options: Pick<DatasetBuildOptions, 'publicUrl' | 'dataDir' | 'attachmentLimitBytes'>,
  userIds: number[] = dataset.recipientList,
): Promise<boolean> {
  if (!dataset.filePath || !dataset.filename) return false;
  const to = await addressesOf(app, dataset, userIds);
  if (to.length === 0) return false;
  const link = `${options.publicUrl}${datasetRoutes.list}?id=${dataset.id}`;
  const limit = options.attachmentLimitBytes ?? EXPORT_ATTACHMENT_LIMIT_BYTES;
  const attach = (dataset.fileSize ?? Infinity) <= limit;
  const content = attach ? await readFile(path.join(options.dataDir, dataset.filePath)) : null;
  const limitMb = Math.round(limit / 1024 / 1024);
  await app.mailer.send({
    to: to.join(', '),
    subject: `Shelfsight dataset: ${dataset.subject}`,
    text: [
      `The dataset "${dataset.subject}" (${dataset.sourceName}, ${dataset.fromDate} – ${dataset.toDate}) is ready: ${dataset.rowsWritten} rows.`,
      '',
      content
        ? `The file ${dataset.filename} is attached.`
        : `The file ${dataset.filename} is larger than ${limitMb} MB: download it from ${link}`,
      '',
      `It is kept until ${dataset.expiryDate}. Open the datasets: ${link}`,
    ].join('\n'),
    ...(content
      ? { attachments: [{ filename: dataset.filename, content, contentType: contentTypeOf(dataset.fileType) }] }
      : {}),
  });
  return true;
}

/** Mails the recipients of a done dataset once (`mailed_at` keeps a retry from mailing again). */
async function mailOnce(app: FastifyInstance, dataset: StoredDataset, options: DatasetBuildOptions) {
  if (dataset.mailedAt || dataset.recipientList.length === 0) return;
  await mailDataset(app, dataset, options);
  await markMailed(app.db, dataset.customerId, dataset.id);
}

/**
 * Builds a dataset's file, safe to repeat: a done dataset is only mailed if it was not yet; a failed,
 * expired or deleted one is left alone; an interrupted one (R) starts over. Rows are written to a
 * `.part` file as they come and it takes its name only once complete, so a killed build leaves no
 * file that looks finished.
 */
export async function buildDataset(
  app: FastifyInstance,
  customerId: number,
  id: number,
  options: DatasetBuildOptions,
): Promise<StoredDataset | null> {
  const found = await storedDataset(app.db, customerId, id);
  if (!found) return null;
  if (found.status === 'D') {
    await mailOnce(app, found, options);
    return storedDataset(app.db, customerId, id);
  }
  if (!(await startBuild(app.db, customerId, id))) return found;
  const relative = relativePathOf(found);
  const target = path.join(options.dataDir, relative);
  const partial = `${target}.part`;
  await mkdir(path.dirname(target), { recursive: true });
  const connection = await app.analytics.connect();
  let kept = false;
  try {
    const source = await datasetSource(app, found, options.widgetData, connection, {
      detailsPageRows: options.detailsPageRows,
    });
    const stillWanted = (written: number, total: number | null) =>
      recordProgress(app.db, customerId, id, written, total);
    if (!(await stillWanted(0, source.total))) return null;
    const writer = await openRowWriter(
      found.fileType,
      partial,
      await datasetStamp(app, found, source.period),
      source.header,
    );
    const every = options.progressRows ?? PROGRESS_ROWS;
    let written = 0;
    let nextRows = every;
    let nextAt = Date.now() + PROGRESS_MS;
    const collectGarbage = garbageCollector();
    const hold = process.env.SHELFSIGHT_TEST_HOLD_DATASET_BUILD === found.subject;
    for await (const batch of source.batches) {
      for (const row of batch) await writer.row(row);
      written += batch.length;
      if (hold) {
        // For the kill test only (datasetKill.test.ts): the first rows are in the partial file, the rest not yet.
        await stillWanted(written, source.total);
        app.log.warn('holding the dataset build after its first rows');
        await new Promise<never>(() => undefined);
      }
      if (written >= nextRows || Date.now() >= nextAt) {
        // A dataset deleted while it builds stops here; its partial file goes.
        if (!(await stillWanted(written, source.total === null ? null : Math.max(source.total, written)))) {
          // The deletion may already have removed the partial file, so closing it need not find it.
          await writer.finish().catch(() => 0);
          return null;
        }
        await options.progressRecorded?.(written);
        collectGarbage();
        nextRows = written + every;
        nextAt = Date.now() + PROGRESS_MS;
      }
    }
    const fileSize = await writer.finish();
    await rename(partial, target);
    kept = await finishBuild(app.db, customerId, id, {
      filePath: relative,
      filename: path.basename(relative).slice(`${id}-`.length),
      fileSize,
      rows: written,
    });
    if (!kept) return null;
  } finally {
    connection.closeSync();
    await rm(partial, { force: true });
    if (!kept) await rm(target, { force: true });
  }
  const built = (await storedDataset(app.db, customerId, id)) as StoredDataset;
  await mailOnce(app, built, options);
  return storedDataset(app.db, customerId, id);
}

/** The last try failed: the dataset is F with the reason, and its owner is told in-app. */
export async function failDataset(
  app: FastifyInstance,
  customerId: number,
  id: number,
  error: unknown,
): Promise<StoredDataset | null> {
  const found = await storedDataset(app.db, customerId, id);
  if (!found) return null;
  const message = failureMessage(error);
  if (await failBuild(app.db, customerId, id, message)) {
    await createNotification(app, {
      customerId,
      userId: found.ownerUserId,
      title: `Dataset failed: ${found.subject}`,
      body: `The dataset "${found.subject}" could not be built: ${message}`,
      flag: 'error',
      icon: 'download',
      type: 'DATASET',
      causer: found.subject,
    });
  }
  return storedDataset(app.db, customerId, id);
}

/** Removes a dataset's file (if any); a file already gone is fine. */
export async function removeDatasetFile(dataset: StoredDataset, dataDir: string) {
  const relative = dataset.filePath ?? relativePathOf(dataset);
  await rm(path.join(dataDir, relative), { force: true });
  await rm(path.join(dataDir, `${relativePathOf(dataset)}.part`), { force: true });
}

/** Datasets past their expiry day (UTC) become E and their files are removed. */
export async function expireDatasets(app: FastifyInstance, dataDir: string, today: string): Promise<number> {
  let expired = 0;
  for (const dataset of await expiredDatasets(app.db, today)) {
    if (!(await expireDataset(app.db, dataset))) continue;
    await removeDatasetFile(dataset, dataDir);
    expired += 1;
  }
  return expired;
}

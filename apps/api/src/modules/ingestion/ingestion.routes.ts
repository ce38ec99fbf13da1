import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  detectUploadKind,
  type FileLocale,
  INGEST_LIMITS,
  INGEST_MESSAGES,
  type IngestFormat,
  type IngestJob,
  ingestionPaths,
  ingestJobParamsSchema,
  ingestJobSchema,
  ingestQuerySchema,
  UPLOAD_DATA_SET_KINDS,
  UPLOAD_LIMITS,
  UNREADABLE_FILE_MESSAGE,
  UPLOAD_MESSAGES,
  uploadDataSetPreviewSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeFromFields, previewFile } from '../../analytics/ingest/fileLocale';
import { checkSpreadsheetArchive } from '../../analytics/ingest/xlsxSource';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { multipartField } from '../../lib/multipartField';
import { productManagementGuard } from '../../access/accessGuards';
import { retailerAccess } from '../../access/retailerAccess';
import { INGEST_DESCRIPTION, PREVIEW_DESCRIPTION, UPLOAD_DESCRIPTION } from './ingestionDocs';
import { IngestLoads } from './ingestLoads';
import { receiveFile } from './receiveFile';
import { factsOffDuckdb } from '../../plugins/analytics';

const tags = ['ingestion'];
/** Rows the preview shows under the header. */
const PREVIEW_ROWS = 10;
const errors = errorResponses(400, 401, 403, 404, 413);
const FORMAT_BY_TYPE: Record<string, IngestFormat> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'application/x-ndjson': 'ndjson',
  'application/ndjson': 'ndjson',
  'application/jsonl': 'ndjson',
};

function formatOf(request: FastifyRequest): IngestFormat {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const format = FORMAT_BY_TYPE[type];
  if (!format) throw new HttpError(415, INGEST_MESSAGES.unsupportedBody);
  return format;
}

/**
 * Bulk ingestion of observations (CSV or NDJSON body) and the data-set upload of the screen (one CSV
 * or XLSX as multipart). Both answer 202 with a job at once (or, with ?wait=true, 200 when it has
 * finished); GET …/ingest/:jobId answers its progress. A load is a durable job (ingestLoads.ts): its
 * status is stored before the 202 and it runs to the end across restarts. Writers: system admins, administrators and
 * product managers of the customer (the product-management guard); read-only users are refused by
 * the read-only guard before that.
 */
export const ingestionRoutes: FastifyPluginAsyncZod<{ workDir: string }> = async (app, { workDir }) => {
  // Loads store into the server's fact store when it is not DuckDB (FACTS_URL: ClickHouse).
  const loads = new IngestLoads(app, workDir, () => (factsOffDuckdb(app.facts) ? app.facts : undefined));
  loads.register();
  app.addHook('onClose', async () => loads.idle());
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  // The body stays a stream: it goes to disk as it arrives, never whole into memory.
  app.addContentTypeParser(Object.keys(FORMAT_BY_TYPE), (_request, payload, done) => done(null, payload));
  const mayWrite = productManagementGuard(app.db);

  async function startJob(
    request: FastifyRequest,
    source: { format: IngestFormat; file: string; fileName: string | null; locale?: FileLocale | null },
  ) {
    const customerId = request.customerId as number;
    const user = request.user as { id: number; isSystemAdmin: boolean };
    const access = await retailerAccess(app.db, user, customerId);
    try {
      return await loads.accept({ customerId, userId: user.id, access }, source);
    } catch (error) {
      // Not recorded: no load will ever read the file.
      await rm(source.file, { force: true });
      throw error;
    }
  }

  async function answer(request: FastifyRequest<{ Querystring: { wait: 'true' | 'false' } }>, job: IngestJob) {
    if (request.query.wait !== 'true') return { status: 202 as const, job };
    return { status: 200 as const, job: (await loads.wait(request.customerId as number, job.id)) ?? job };
  }

  /** One CSV or XLSX part (with the locale fields sent before it) to disk, checked; refused files leave nothing. */
  async function receiveUpload(request: FastifyRequest) {
    if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.incorrectParameters);
    const part = await request.file({ limits: { files: 1, fileSize: UPLOAD_LIMITS.spreadsheetMaxBytes + 1 } });
    if (!part) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
    const kind = detectUploadKind({ name: part.filename, type: part.mimetype });
    if (!kind || !UPLOAD_DATA_SET_KINDS.includes(kind)) {
      part.file.resume();
      throw new HttpError(400, UPLOAD_MESSAGES.unsupportedType);
    }
    let locale: FileLocale | null;
    try {
      locale = localeFromFields((name) => multipartField(part, name));
    } catch (error) {
      part.file.resume();
      throw error;
    }
    const format: IngestFormat = kind === 'xlsx' ? 'xlsx' : 'csv';
    const { file, bytes } = await receiveFile(
      part.file,
      workDir,
      format,
      INGEST_LIMITS.uploadMaxBytes,
      UPLOAD_MESSAGES.spreadsheetTooLarge,
    );
    const refusal =
      bytes < UPLOAD_LIMITS.minBytes
        ? UPLOAD_MESSAGES.emptyFile
        : format === 'xlsx'
          ? await checkSpreadsheetArchive(file)
          : null;
    if (refusal) {
      await rm(file, { force: true });
      throw new HttpError(refusal === UPLOAD_MESSAGES.emptyFile ? 400 : 422, refusal);
    }
    return { format, file, fileName: part.filename, locale };
  }

  app.post(
    ingestionPaths.ingest,
    {
      preHandler: mayWrite,
      config: { partnerTokenScope: 'ingest' },
      schema: {
        tags,
        summary: 'Ingest observations from a CSV or NDJSON body',
        description: INGEST_DESCRIPTION,
        consumes: Object.keys(FORMAT_BY_TYPE),
        querystring: ingestQuerySchema,
        response: { 200: ingestJobSchema, 202: ingestJobSchema, ...errorResponses(415), ...errors },
      },
    },
    async (request, reply) => {
      const format = formatOf(request);
      const body = request.body as Readable;
      const { file } = await receiveFile(
        body,
        workDir,
        format,
        INGEST_LIMITS.apiMaxBytes,
        INGEST_MESSAGES.bodyTooLarge,
      );
      const { status, job } = await answer(request, await startJob(request, { format, file, fileName: null }));
      return reply.code(status).send(job);
    },
  );

  app.post(
    ingestionPaths.uploadDataSet,
    {
      preHandler: mayWrite,
      config: { partnerTokenScope: 'ingest' },
      schema: {
        tags,
        summary: 'Upload a data set (one CSV or XLSX file) from the upload screen',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        querystring: ingestQuerySchema,
        response: { 200: ingestJobSchema, 202: ingestJobSchema, ...errorResponses(422), ...errors },
      },
    },
    async (request, reply) => {
      const received = await receiveUpload(request);
      const { status, job } = await answer(
        request,
        // XLSX cells are typed: the locale only applies to CSV.
        await startJob(request, { ...received, locale: received.format === 'csv' ? received.locale : null }),
      );
      return reply.code(status).send(job);
    },
  );

  app.post(
    ingestionPaths.uploadDataSetPreview,
    {
      preHandler: mayWrite,
      schema: {
        tags,
        summary: 'The detected locale (separator, decimal mark, date order) and the first rows of a data set',
        description: PREVIEW_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 200: uploadDataSetPreviewSchema, ...errorResponses(422), ...errors },
      },
    },
    async (request) => {
      const received = await receiveUpload(request);
      try {
        return await previewFile(received.format, received.file, PREVIEW_ROWS);
      } catch {
        throw new HttpError(422, UNREADABLE_FILE_MESSAGE);
      } finally {
        await rm(received.file, { force: true });
      }
    },
  );

  app.get(
    ingestionPaths.ingestJob,
    {
      config: { partnerTokenScope: 'ingest' },
      schema: {
        tags,
        summary: 'Progress and result of an ingestion job',
        params: ingestJobParamsSchema,
        response: { 200: ingestJobSchema, ...errors },
      },
    },
    async (request) => {
      const job = await loads.status(request.customerId as number, request.params.jobId);
      if (!job) throw new HttpError(404, INGEST_MESSAGES.jobNotFound);
      return job;
    },
  );
};

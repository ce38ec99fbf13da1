import { rm } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  detectUploadKind,
  processingStatusSchema,
  productListParamsSchema,
  productListPaths,
  productListUploadSchema,
  UPLOAD_LIMITS,
  UNREADABLE_FILE_MESSAGE,
  UPLOAD_MESSAGES,
  uploadPreviewSchema,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productManagementGuard } from '../../access/accessGuards';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { multipartField } from '../../lib/multipartField';
import { receiveFile } from '../ingestion';
import { listViewerOf, listWithAccess } from './productListAccess';
import { queueUpload } from './productListJobs';
import { PRODUCT_LISTS_DESCRIPTION, UPLOAD_DESCRIPTION } from './productListsDocs';
import { localeFromFields, previewFile } from '../../analytics/ingest/fileLocale';
import { latestUpload, uploadOf } from './productListUploads.repository';

const tags = ['product lists'];
const errors = errorResponses(400, 401, 403, 404, 413, 422);
const UPLOAD_DIR = path.join('files', 'product-lists');

/** The locale fields sent before the file, if any; a wrong value is a 400 naming the field. */
const localeOf = (part: MultipartFile) => localeFromFields((name) => multipartField(part, name));

/** Upload, preview and template of a product list's file, and the customer's processing status (spec 3 §4.2, §4.3). */
export const productListUploadRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const preHandler = productManagementGuard(app.db);

  async function receive(request: FastifyRequest) {
    if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.incorrectParameters);
    const part = await request.file({ limits: { files: 1, fileSize: UPLOAD_LIMITS.spreadsheetMaxBytes + 1 } });
    if (!part) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
    const kind = detectUploadKind({ name: part.filename, type: part.mimetype });
    const format: 'csv' | 'xlsx' | 'other' = kind === 'csv' || kind === 'xlsx' ? kind : 'other';
    const locale = localeOf(part);
    const { file, bytes } = await receiveFile(
      part.file,
      path.join(dataDir, UPLOAD_DIR),
      format,
      UPLOAD_LIMITS.spreadsheetMaxBytes,
      UPLOAD_MESSAGES.spreadsheetTooLarge,
    );
    if (bytes < UPLOAD_LIMITS.minBytes) {
      await rm(file, { force: true });
      throw new HttpError(400, UPLOAD_MESSAGES.emptyFile);
    }
    // Stored and shown: control characters (NUL above all) are not kept.
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    const fileName = part.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'upload';
    return { file, format, locale, fileName };
  }

  app.post(
    productListPaths.upload,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX file of products to a list (W); processed as a background job',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: productListParamsSchema,
        response: { 202: productListUploadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await listViewerOf(app.db, request);
      const list = await listWithAccess(app.db, viewer, request.params.id, 'W');
      const received = await receive(request);
      const relative = path.relative(dataDir, received.file);
      const invalidType = received.format === 'other';
      const { rows } = await app.db.execute<{ id: number }>(sql`
        INSERT INTO product_list_uploads (customer_id, product_list_id, uploader_id, file_name, file_path, format, locale,
          status, finished_at)
        VALUES (${viewer.customerId}, ${list.id}, ${viewer.userId}, ${received.fileName}, ${relative}, ${received.format},
          ${received.locale ? JSON.stringify(received.locale) : null}::jsonb,
          ${invalidType ? 'INVALID_FILETYPE' : 'PROCESSING_PENDING'}, ${invalidType ? new Date().toISOString() : null})
        RETURNING id`);
      const uploadId = Number(rows[0]?.id);
      await app.db.execute(sql`UPDATE product_lists SET uploader_id = ${viewer.userId},
          file_upload_status = ${invalidType ? 'INVALID_FILETYPE' : 'PROCESSING_PENDING'}, file_upload_message = NULL
        WHERE customer_id = ${viewer.customerId} AND id = ${list.id}`);
      if (invalidType) await rm(received.file, { force: true });
      else await queueUpload(app, dataDir, { customerId: viewer.customerId, uploadId });
      return reply.code(202).send(await uploadOf(app.db, viewer.customerId, uploadId));
    },
  );

  app.post(
    productListPaths.uploadPreview,
    {
      preHandler,
      schema: {
        tags,
        summary:
          'The detected locale (separator, decimal mark, date order) and the first rows of a file; nothing is stored',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: productListParamsSchema,
        response: { 200: uploadPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await listViewerOf(app.db, request);
      await listWithAccess(app.db, viewer, request.params.id, 'W');
      const received = await receive(request);
      try {
        if (received.format === 'other') throw new HttpError(422, UPLOAD_MESSAGES.unsupportedType);
        return await previewFile(received.format, received.file, 10);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(422, UNREADABLE_FILE_MESSAGE);
      } finally {
        await rm(received.file, { force: true });
      }
    },
  );

  app.get(
    productListPaths.status,
    {
      preHandler,
      schema: {
        tags,
        description: PRODUCT_LISTS_DESCRIPTION,
        summary: "Processing status of the customer's latest upload: PROCESSING while it waits or runs",
        response: { 200: processingStatusSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await listViewerOf(app.db, request);
      return { data: await latestUpload(app.db, viewer.customerId) };
    },
  );
};

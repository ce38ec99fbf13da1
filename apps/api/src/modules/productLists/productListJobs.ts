import type { FastifyInstance } from 'fastify';
import { finishUpload, processUpload, removeUploadFile } from './processUpload';

export const PRODUCT_LIST_UPLOAD_JOB = 'product-list-upload';

export interface UploadJobData {
  customerId: number;
  uploadId: number;
}

/**
 * Processing runs as a pg-boss job: the upload row is stored PROCESSING_PENDING before the job is queued, so
 * a server that dies mid-way finds it pending and the job retried. With jobs off (JOBS=off) it runs at once.
 */
export function defineUploadJobs(app: FastifyInstance, dataDir: string) {
  app.jobs.define<UploadJobData>({
    name: PRODUCT_LIST_UPLOAD_JOB,
    retryLimit: 2,
    retryDelaySeconds: 15,
    expireInSeconds: 1800,
    async handler({ customerId, uploadId }) {
      if (process.env.SHELFSIGHT_TEST_HOLD_PRODUCT_LIST_UPLOAD === '1') {
        // For the kill test only: the upload is queued and its job taken, nothing read yet.
        app.log.warn('holding the product list upload before it runs');
        await new Promise<never>(() => undefined);
      }
      await processUpload(app.db, dataDir, customerId, uploadId);
      await removeUploadFile(app.db, dataDir, customerId, uploadId);
    },
    async onFailed({ customerId, uploadId }) {
      await finishUpload(app.db, customerId, uploadId, { status: 'PROCESSING_FAILED', message: null });
      await removeUploadFile(app.db, dataDir, customerId, uploadId);
    },
  });
}

export async function queueUpload(app: FastifyInstance, dataDir: string, data: UploadJobData) {
  if (app.jobs.enabled) {
    await app.jobs.send(PRODUCT_LIST_UPLOAD_JOB, data, { singletonKey: `product-list-upload:${data.uploadId}` });
    return;
  }
  try {
    await processUpload(app.db, dataDir, data.customerId, data.uploadId);
  } catch (error) {
    app.log.warn({ err: error, ...data }, 'product list upload failed');
    await finishUpload(app.db, data.customerId, data.uploadId, { status: 'PROCESSING_FAILED', message: null });
  }
  await removeUploadFile(app.db, dataDir, data.customerId, data.uploadId);
}

import { api, apiTarget, uploadFile } from '@shelfsight/api-client';
import { type FileLocale, type FilePreview, type IngestJob, ingestionPaths } from '@shelfsight/contracts';

/** Progress of an ingestion job of the active customer (GET …/ingest/:jobId). */
export const dataUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIngestJob: build.query<IngestJob, string>({
      query: (jobId) => apiTarget(ingestionPaths.ingestJob, { jobId }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetIngestJobQuery } = dataUploadApi;

/** The detected locale and first rows of a file, before it is uploaded; nothing is stored. */
export const previewDataSet = (file: File) =>
  uploadFile<FilePreview>({ ...apiTarget(ingestionPaths.uploadDataSetPreview), data: { file } });

/**
 * Sends one CSV or XLSX file to the upload-data-set call with the locale the user confirmed (CSV only; the
 * fields go before the file, as the server reads them); the answer is the queued job.
 */
export const uploadDataSet = (file: File, locale: FileLocale | null = null) =>
  uploadFile<IngestJob>({ ...apiTarget(ingestionPaths.uploadDataSet), data: { ...(locale ?? {}), file } });

import { api, apiTarget, uploadFile } from '@shelfsight/api-client';
import { type IngestJob, ingestionPaths } from '@shelfsight/contracts';

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

/** Sends one CSV or XLSX file to the upload-data-set call; the answer is the queued job. */
export const uploadDataSet = (file: File) =>
  uploadFile<IngestJob>({ ...apiTarget(ingestionPaths.uploadDataSet), data: { file } });

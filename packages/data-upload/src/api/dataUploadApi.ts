import { api, uploadFile } from '@shelfsight/api-client';
import type { IngestJob } from '@shelfsight/contracts';

/** Progress of an ingestion job of the active customer (GET …/ingest/:jobId). */
export const dataUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIngestJob: build.query<IngestJob, string>({
      query: (jobId) => ({ url: `ingest/${encodeURIComponent(jobId)}`, customerScoped: true }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetIngestJobQuery } = dataUploadApi;

/** Sends one CSV or XLSX file to the upload-data-set call; the answer is the queued job. */
export const uploadDataSet = (file: File) => uploadFile<IngestJob>({ url: 'upload-data-set', data: { file }, customerScoped: true });

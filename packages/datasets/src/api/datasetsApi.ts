import { api, apiTarget, downloadFile, settle } from '@shelfsight/api-client';
import { type Dataset, type DatasetContext, type DatasetInput, datasetPaths } from '@shelfsight/contracts';

/** What the builder starts from: a placed widget, or a dataset built again. */
export type DatasetContextQuery = { dwId: number } | { datasetId: number };

/**
 * Datasets of the active customer. A delete leaves the cached list at once and comes back when the server
 * refuses (spec 2 §4); a create refetches the list, whose new row then shows its progress.
 */
export const datasetsApi = api.enhanceEndpoints({ addTagTypes: ['Datasets'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Mine and received, newest first. */
    getDatasets: build.query<Dataset[], void>({
      query: () => apiTarget(datasetPaths.datasets),
      providesTags: ['Datasets'],
    }),
    getDatasetContext: build.query<DatasetContext, DatasetContextQuery>({
      query: (params) => ({ ...apiTarget(datasetPaths.datasetsContext), params }),
    }),
    createDataset: build.mutation<Dataset, DatasetInput>({
      query: (body) => ({ ...apiTarget(datasetPaths.datasetCreate), method: 'POST', body }),
      invalidatesTags: ['Datasets'],
    }),
    deleteDataset: build.mutation<unknown, number>({
      query: (id) => ({ ...apiTarget(datasetPaths.dataset, { id }), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          datasetsApi.util.updateQueryData('getDatasets', undefined, (draft) => draft.filter((row) => row.id !== id)),
        );
        await settle(queryFulfilled, patch.undo);
      },
    }),
    /** Mails the file to the recipients again (owner only). */
    mailDataset: build.mutation<unknown, number>({
      query: (id) => ({ ...apiTarget(datasetPaths.datasetMail, { id }), method: 'POST' }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetDatasetsQuery,
  useGetDatasetContextQuery,
  useCreateDatasetMutation,
  useDeleteDatasetMutation,
  useMailDatasetMutation,
} = datasetsApi;

/** Saves a built dataset's file under the name the server gives it (content-disposition). */
export function downloadDataset(id: number): Promise<string> {
  return downloadFile({ ...apiTarget(datasetPaths.datasetDownload, { id }) });
}

import { api, apiTarget, useGetDimensionsQuery } from '@shelfsight/api-client';
import { cataloguePaths, widgetMetadataPaths } from '@shelfsight/contracts';
import type { ColumnGroup, Metric, ReferenceRetailer, TableColumn, TableField } from './metadataTypes';

/**
 * The catalogue lists the editor picks from (spec 2 §7); they change rarely, so they are kept an hour.
 * Dimensions are api-client's, because the dashboard editor's overrides pick from them too.
 */
export const widgetMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMetrics: build.query<Metric[], void>({
      query: () => apiTarget(widgetMetadataPaths.metrics),
      keepUnusedDataFor: 3600,
    }),
    getTableFields: build.query<TableField[], void>({
      query: () => apiTarget(widgetMetadataPaths.tableFields),
      keepUnusedDataFor: 3600,
    }),
    getColumnGroups: build.query<ColumnGroup[], void>({
      query: () => apiTarget(widgetMetadataPaths.columnGroups),
      keepUnusedDataFor: 3600,
    }),
    getTableColumns: build.query<TableColumn[], void>({
      query: () => apiTarget(widgetMetadataPaths.tableColumns),
      keepUnusedDataFor: 3600,
    }),
    /** The retailers the user may see (customerRetailers), to pick the one a price index compares with. */
    getReferenceRetailers: build.query<ReferenceRetailer[], void>({
      query: () => apiTarget(cataloguePaths.customerRetailers),
      transformResponse: (answer: { id: number; displayName: string }[]) =>
        answer.map((retailer) => ({ id: retailer.id, name: retailer.displayName })),
      keepUnusedDataFor: 3600,
    }),
  }),
  overrideExisting: 'throw',
});

export { useGetDimensionsQuery };

export const {
  useGetMetricsQuery,
  useGetTableFieldsQuery,
  useGetColumnGroupsQuery,
  useGetTableColumnsQuery,
  useGetReferenceRetailersQuery,
} = widgetMetadataApi;

import { api } from '@shelfsight/api-client';
import type { ColumnGroup, Dimension, Metric, ReferenceRetailer, TableColumn, TableField } from './metadataTypes';

/** The catalogue lists the editor picks from (spec 2 §7); they change rarely, so they are kept an hour. */
export const widgetMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDimensions: build.query<Dimension[], void>({
      query: () => ({ url: 'dimensions' }),
      keepUnusedDataFor: 3600,
    }),
    getMetrics: build.query<Metric[], void>({
      query: () => ({ url: 'metrics', customerScoped: true }),
      keepUnusedDataFor: 3600,
    }),
    getTableFields: build.query<TableField[], void>({
      query: () => ({ url: 'table-fields', customerScoped: true }),
      keepUnusedDataFor: 3600,
    }),
    getColumnGroups: build.query<ColumnGroup[], void>({
      query: () => ({ url: 'column-groups', customerScoped: true }),
      keepUnusedDataFor: 3600,
    }),
    getTableColumns: build.query<TableColumn[], void>({
      query: () => ({ url: 'table-columns', customerScoped: true }),
      keepUnusedDataFor: 3600,
    }),
    /** The retailers the user may see (customerRetailers), to pick the one a price index compares with. */
    getReferenceRetailers: build.query<ReferenceRetailer[], void>({
      query: () => ({ url: 'retailers', customerScoped: true }),
      transformResponse: (answer: { id: number; displayName: string }[]) => answer.map((retailer) => ({ id: retailer.id, name: retailer.displayName })),
      keepUnusedDataFor: 3600,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetDimensionsQuery,
  useGetMetricsQuery,
  useGetTableFieldsQuery,
  useGetColumnGroupsQuery,
  useGetTableColumnsQuery,
  useGetReferenceRetailersQuery,
} = widgetMetadataApi;

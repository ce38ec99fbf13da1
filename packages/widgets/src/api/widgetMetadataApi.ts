import { api, apiTarget, useGetDimensionsQuery } from '@shelfsight/api-client';
import { widgetMetadataPaths } from '@shelfsight/contracts';
import type { ColumnGroup, Metric, TableColumn, TableField } from './metadataTypes';

/**
 * The catalogue lists the editor picks from (spec 2 §7); they change rarely, so they are kept an hour.
 * Dimensions are api-client's, because the dashboard editor's overrides pick from them too; the retailers a price
 * index compares with are product-kit's catalogue (`useRetailerChoices`).
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
  }),
  overrideExisting: 'throw',
});

export { useGetDimensionsQuery };

export const { useGetMetricsQuery, useGetTableFieldsQuery, useGetColumnGroupsQuery, useGetTableColumnsQuery } =
  widgetMetadataApi;

import { api, apiTarget, downloadFile } from '@shelfsight/api-client';
import {
  type DashboardListEntry,
  dashboardPaths,
  type DashboardWidgetEntry,
  scheduledExportPaths,
} from '@shelfsight/contracts';

/**
 * What an export can be of: the dashboards I see and the widgets placed on them. A feature does not import
 * the dashboards package, so these read the same contract paths under names of their own.
 */
export const exportTargetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExportDashboards: build.query<DashboardListEntry[], void>({
      query: () => apiTarget(dashboardPaths.dashboards),
    }),
    getExportDashboardWidgets: build.query<DashboardWidgetEntry[], void>({
      query: () => apiTarget(dashboardPaths.dashboardWidgets),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetExportDashboardsQuery, useGetExportDashboardWidgetsQuery } = exportTargetsApi;

/** Saves a finished instance's file under the name the server gives it (content-disposition). */
export function downloadInstance(id: number): Promise<string> {
  return downloadFile({ ...apiTarget(scheduledExportPaths.scheduledExportInstanceFile, { id }) });
}

import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  type ScheduledExport,
  type ScheduledExportInput,
  type ScheduledExportInstance,
  scheduledExportPaths,
} from '@shelfsight/contracts';
import { optimisticExport } from '../utils/exportInput';

const LIST = 'LIST';

/**
 * Scheduled exports of the active customer and their runs. Creates, updates and deletes change the cached
 * list at once and roll back when the server refuses (spec 2 §4); the server's answer then replaces the row.
 */
export const scheduledExportsApi = api
  .enhanceEndpoints({ addTagTypes: ['ScheduledExports', 'ScheduledExportInstances'] })
  .injectEndpoints({
    endpoints: (build) => {
      const changeList = (dispatch: (action: unknown) => unknown, change: (draft: ScheduledExport[]) => unknown) =>
        dispatch(
          scheduledExportsApi.util.updateQueryData(
            'getScheduledExports',
            undefined,
            change as (draft: ScheduledExport[]) => void,
          ),
        ) as { undo(): void };
      const replace = (id: number, saved: ScheduledExport) => (draft: ScheduledExport[]) =>
        draft.map((row) => (row.id === id ? saved : row));
      return {
        getScheduledExports: build.query<ScheduledExport[], void>({
          query: () => apiTarget(scheduledExportPaths.scheduledExports),
          providesTags: [{ type: 'ScheduledExports', id: LIST }],
        }),
        /** The runs of one export, newest first. */
        getScheduledExportInstances: build.query<ScheduledExportInstance[], number>({
          query: (scheduledExportId) => ({
            ...apiTarget(scheduledExportPaths.scheduledExportInstances),
            params: { scheduledExportId },
          }),
          providesTags: (_answer, _error, id) => [{ type: 'ScheduledExportInstances', id }],
        }),
        getScheduledExport: build.query<ScheduledExport, number>({
          query: (id) => apiTarget(scheduledExportPaths.scheduledExport, { id }),
          providesTags: (_answer, _error, id) => [{ type: 'ScheduledExports', id }],
        }),
        createScheduledExport: build.mutation<ScheduledExport, ScheduledExportInput>({
          query: (body) => ({ ...apiTarget(scheduledExportPaths.scheduledExportCreate), method: 'POST', body }),
          async onQueryStarted(input, { dispatch, queryFulfilled }) {
            const temporary = optimisticExport(input);
            const patch = changeList(dispatch, (draft) => void draft.push(temporary));
            await settle(queryFulfilled, patch.undo, (saved) => changeList(dispatch, replace(temporary.id, saved)));
          },
          invalidatesTags: [{ type: 'ScheduledExports', id: LIST }],
        }),
        updateScheduledExport: build.mutation<
          ScheduledExport,
          { id: number; input: ScheduledExportInput; base?: ScheduledExport }
        >({
          query: ({ id, input }) => ({
            ...apiTarget(scheduledExportPaths.scheduledExport, { id }),
            method: 'PATCH',
            body: input,
          }),
          async onQueryStarted({ id, input, base }, { dispatch, queryFulfilled }) {
            const patch = base ? changeList(dispatch, replace(id, optimisticExport(input, base))) : { undo() {} };
            await settle(queryFulfilled, patch.undo, (saved) => {
              changeList(dispatch, replace(id, saved));
              dispatch(scheduledExportsApi.util.upsertQueryData('getScheduledExport', id, saved));
            });
          },
          // The server moves the next export on; the list shows its answer.
          invalidatesTags: [{ type: 'ScheduledExports', id: LIST }],
        }),
        deleteScheduledExport: build.mutation<unknown, number>({
          query: (id) => ({ ...apiTarget(scheduledExportPaths.scheduledExport, { id }), method: 'DELETE' }),
          async onQueryStarted(id, { dispatch, queryFulfilled }) {
            const patch = changeList(dispatch, (draft) => draft.filter((row) => row.id !== id));
            await settle(queryFulfilled, patch.undo);
          },
        }),
        /** A copy owned by the caller, "Copy of …", inactive until switched on. */
        copyScheduledExport: build.mutation<ScheduledExport, number>({
          query: (id) => ({ ...apiTarget(scheduledExportPaths.scheduledExportCopy, { id }), method: 'POST' }),
          invalidatesTags: [{ type: 'ScheduledExports', id: LIST }],
        }),
        /** Runs the export now, besides its schedule; answers the new instance. */
        runScheduledExportNow: build.mutation<ScheduledExportInstance, number>({
          query: (id) => ({ ...apiTarget(scheduledExportPaths.scheduledExportRunNow, { id }), method: 'POST' }),
          invalidatesTags: (_answer, _error, id) => [{ type: 'ScheduledExportInstances', id }],
        }),
      };
    },
    overrideExisting: 'throw',
  });

export const {
  useGetScheduledExportsQuery,
  useGetScheduledExportInstancesQuery,
  useGetScheduledExportQuery,
  useCreateScheduledExportMutation,
  useUpdateScheduledExportMutation,
  useDeleteScheduledExportMutation,
  useCopyScheduledExportMutation,
  useRunScheduledExportNowMutation,
} = scheduledExportsApi;

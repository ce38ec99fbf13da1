import { api, apiTarget, settle } from '@shelfsight/api-client';
import { type Alert, type AlertCheck, type AlertInput, alertPaths } from '@shelfsight/contracts';
import { optimisticAlert } from '../utils/alertInput';

/** The two lists of spec 2 §3's helpers: alerts I own, alerts where I am a recipient. */
export type AlertList = 'owned' | 'recipient';
const lists: AlertList[] = ['owned', 'recipient'];
const LIST = 'LIST';

/**
 * Alerts of the active customer. Creates, updates and deletes change the cached lists at once and roll
 * back when the server refuses (spec 2 §4); the server's answer then replaces the optimistic row.
 */
export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alerts'] }).injectEndpoints({
  endpoints: (build) => {
    /** Applies `change` to both cached lists; the undo puts both back. */
    const changeLists = (dispatch: (action: unknown) => unknown, change: (draft: Alert[]) => Alert[] | void) => {
      const patches = lists.map(
        (list) =>
          dispatch(alertsApi.util.updateQueryData('getAlerts', list, change)) as {
            undo(): void;
          },
      );
      return () => patches.forEach((patch) => patch.undo());
    };
    return {
      getAlerts: build.query<Alert[], AlertList>({
        query: (list) => ({ ...apiTarget(alertPaths.alerts), params: { list } }),
        providesTags: [{ type: 'Alerts', id: LIST }],
      }),
      getAlert: build.query<Alert, number>({
        query: (id) => apiTarget(alertPaths.alert, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'Alerts', id }],
      }),
      createAlert: build.mutation<Alert, AlertInput>({
        query: (body) => ({ ...apiTarget(alertPaths.alertCreate), method: 'POST', body }),
        async onQueryStarted(input, { dispatch, queryFulfilled }) {
          const temporary = optimisticAlert(input);
          const patch = dispatch(
            alertsApi.util.updateQueryData('getAlerts', 'owned', (draft) => void draft.push(temporary)),
          );
          await settle(queryFulfilled, patch.undo, (saved) =>
            changeLists(dispatch, (draft) => draft.map((alert) => (alert.id === temporary.id ? saved : alert))),
          );
        },
        invalidatesTags: [{ type: 'Alerts', id: LIST }],
      }),
      updateAlert: build.mutation<Alert, { id: number; input: AlertInput; base?: Alert }>({
        query: ({ id, input }) => ({ ...apiTarget(alertPaths.alert, { id }), method: 'PATCH', body: input }),
        async onQueryStarted({ id, input, base }, { dispatch, queryFulfilled }) {
          const undo = base
            ? changeLists(dispatch, (draft) =>
                draft.map((alert) => (alert.id === id ? optimisticAlert(input, base) : alert)),
              )
            : () => {};
          await settle(queryFulfilled, undo, (saved) => {
            changeLists(dispatch, (draft) => draft.map((alert) => (alert.id === id ? saved : alert)));
            dispatch(alertsApi.util.upsertQueryData('getAlert', id, saved));
          });
        },
      }),
      deleteAlert: build.mutation<unknown, number>({
        query: (id) => ({ ...apiTarget(alertPaths.alert, { id }), method: 'DELETE' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const undo = changeLists(dispatch, (draft) => draft.filter((alert) => alert.id !== id));
          await settle(queryFulfilled, undo);
        },
      }),
      /** Check now: the server checks the alert over its period as of today and answers the check. */
      checkAlert: build.mutation<AlertCheck, number>({
        query: (id) => ({ ...apiTarget(alertPaths.alertCheck, { id }), method: 'POST' }),
        invalidatesTags: (_answer, _error, id) => [
          { type: 'Alerts', id: LIST },
          { type: 'Alerts', id },
        ],
      }),
    };
  },
  overrideExisting: 'throw',
});

export const {
  useGetAlertsQuery,
  useGetAlertQuery,
  useCreateAlertMutation,
  useUpdateAlertMutation,
  useDeleteAlertMutation,
  useCheckAlertMutation,
} = alertsApi;

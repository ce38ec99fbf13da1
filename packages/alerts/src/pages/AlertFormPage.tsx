import {
  formErrorsOf,
  useFilterSegmentItems,
  useGetDimensionsQuery,
  useGetFilteredMetricsQuery,
  useGetSavedFiltersQuery,
  useGetSavedFilterUsersQuery,
} from '@shelfsight/api-client';
import { type AlertInput, alertRoutes } from '@shelfsight/contracts';
import { CrudFormPage, editedRecordOf, recordIdOf } from '@shelfsight/ui-kit';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateAlertMutation, useGetAlertQuery, useUpdateAlertMutation } from '../api/alertsApi';
import { AlertForm } from '../components/AlertForm';

/**
 * /alerts/create/, /alerts/edit/?id=… (owner only) and /alerts/copy/?id=… (the form filled from the alert,
 * saved as a new one): saves, then returns to the list; on failure stays with the errors shown per field.
 */
export function AlertFormPage() {
  const navigate = useNavigate();
  const copy = useLocation().pathname.startsWith(alertRoutes.copy);
  const [params] = useSearchParams();
  const requested = recordIdOf(params.get('id'));
  const existing = useGetAlertQuery(requested.id ?? 0, { skip: requested.id === null });
  const metrics = useGetFilteredMetricsQuery();
  const dimensions = useGetDimensionsQuery();
  const savedFilters = useGetSavedFiltersQuery();
  const users = useGetSavedFilterUsersQuery();
  const [create] = useCreateAlertMutation();
  const [update] = useUpdateAlertMutation();

  const { loading, unknown, initial } = editedRecordOf(requested, existing, copy);

  const save = (input: AlertInput) =>
    initial && !copy ? update({ id: initial.id, input, base: initial }) : create(input);

  const heading = !initial ? 'Create alert' : copy ? `Copy ${initial.subject}` : `Edit ${initial.subject}`;
  return (
    <CrudFormPage<AlertInput>
      title={heading}
      loading={loading}
      notFound={
        unknown
          ? { title: 'Unknown alert', subTitle: 'This alert does not exist, or only its owner may change it.' }
          : null
      }
      save={save}
      errorsOf={formErrorsOf}
      onLeave={() => void navigate(alertRoutes.list)}
    >
      {(binding) => (
        <AlertForm
          key={`${initial?.id ?? 'new'}-${copy}`}
          initial={initial}
          copy={copy}
          metrics={metrics.data ?? []}
          dimensions={dimensions.data ?? []}
          savedFilters={savedFilters.data ?? []}
          users={users.data?.users ?? []}
          useSegmentItems={useFilterSegmentItems}
          {...binding}
        />
      )}
    </CrudFormPage>
  );
}

export { AlertFormPage as Component };

import {
  useGetDimensionsQuery,
  useGetFilteredMetricsQuery,
  useGetFilterItemsQuery,
  useGetSavedFiltersQuery,
  useGetSavedFilterUsersQuery,
  type FormErrors,
  formErrorsOf,
} from '@shelfsight/api-client';
import { type AlertInput, alertRoutes, type SavedFilterSegment } from '@shelfsight/contracts';
import { FormPageShell } from '@shelfsight/ui-kit';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateAlertMutation, useGetAlertQuery, useUpdateAlertMutation } from '../api/alertsApi';
import { AlertForm } from '../components/AlertForm';

const noErrors: FormErrors = { fields: {}, general: null };
const noItems: never[] = [];

function useSegmentItems(segment: SavedFilterSegment) {
  const answer = useGetFilterItemsQuery(segment);
  return { items: answer.data ?? noItems, loading: answer.isLoading };
}

/**
 * /alerts/create/, /alerts/edit/?id=… (owner only) and /alerts/copy/?id=… (the form filled from the alert,
 * saved as a new one): saves, then returns to the list; on failure stays with the errors shown per field.
 */
export function AlertFormPage() {
  const navigate = useNavigate();
  const copy = useLocation().pathname.startsWith(alertRoutes.copy);
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId === null ? null : Number(rawId);
  const validId = id !== null && Number.isInteger(id) && id > 0;
  const existing = useGetAlertQuery(validId ? id : 0, { skip: !validId });
  const metrics = useGetFilteredMetricsQuery();
  const dimensions = useGetDimensionsQuery();
  const savedFilters = useGetSavedFiltersQuery();
  const users = useGetSavedFilterUsersQuery();
  const [create, creating] = useCreateAlertMutation();
  const [update, updating] = useUpdateAlertMutation();
  const [errors, setErrors] = useState<FormErrors>(noErrors);

  const loading = id !== null && validId && existing.isLoading;
  const unknown = id !== null && !loading && (!existing.data || (!copy && !existing.data.isOwnedByMe));
  const initial = id === null ? undefined : existing.data;

  const save = async (input: AlertInput) => {
    setErrors(noErrors);
    const result = initial && !copy ? await update({ id: initial.id, input, base: initial }) : await create(input);
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else void navigate(alertRoutes.list);
  };

  const heading = !initial ? 'Create alert' : copy ? `Copy ${initial.subject}` : `Edit ${initial.subject}`;
  return (
    <FormPageShell
      title={heading}
      loading={loading}
      notFound={
        unknown
          ? { title: 'Unknown alert', subTitle: 'This alert does not exist, or only its owner may change it.' }
          : null
      }
    >
      <AlertForm
        key={`${initial?.id ?? 'new'}-${copy}`}
        initial={initial}
        copy={copy}
        metrics={metrics.data ?? []}
        dimensions={dimensions.data ?? []}
        savedFilters={savedFilters.data ?? []}
        users={users.data?.users ?? []}
        useSegmentItems={useSegmentItems}
        submitting={creating.isLoading || updating.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(input) => void save(input)}
        onCancel={() => void navigate(alertRoutes.list)}
      />
    </FormPageShell>
  );
}

export { AlertFormPage as Component };

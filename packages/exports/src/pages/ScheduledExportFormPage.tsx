import {
  useGetSavedFiltersQuery,
  useGetSavedFilterUsersQuery,
  type FormErrors,
  formErrorsOf,
} from '@shelfsight/api-client';
import { type ScheduledExportInput, scheduledExportRoutes } from '@shelfsight/contracts';
import { FormPageShell } from '@shelfsight/ui-kit';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetExportDashboardsQuery, useGetExportDashboardWidgetsQuery } from '../api/exportTargetsApi';
import {
  useCreateScheduledExportMutation,
  useGetScheduledExportQuery,
  useUpdateScheduledExportMutation,
} from '../api/scheduledExportsApi';
import { ExportForm } from '../components/ExportForm';

const noErrors: FormErrors = { fields: {}, general: null };

/**
 * /exports/scheduled/edit/ (a new export), …/edit/?id=… (owner only) and …/copy/?id=… (the form filled from
 * the export, saved as a new one): saves, then returns to the list; on failure stays with the errors shown.
 */
export function ScheduledExportFormPage() {
  const navigate = useNavigate();
  const copy = useLocation().pathname.startsWith(scheduledExportRoutes.copy);
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId === null ? null : Number(rawId);
  const validId = id !== null && Number.isInteger(id) && id > 0;
  const existing = useGetScheduledExportQuery(validId ? id : 0, { skip: !validId });
  const dashboards = useGetExportDashboardsQuery();
  const widgets = useGetExportDashboardWidgetsQuery();
  const savedFilters = useGetSavedFiltersQuery();
  const users = useGetSavedFilterUsersQuery();
  const [create, creating] = useCreateScheduledExportMutation();
  const [update, updating] = useUpdateScheduledExportMutation();
  const [errors, setErrors] = useState<FormErrors>(noErrors);

  const loading = id !== null && validId && existing.isLoading;
  const unknown = id !== null && !loading && (!existing.data || (!copy && !existing.data.isOwnedByMe));
  const initial = id === null ? undefined : existing.data;

  const save = async (input: ScheduledExportInput) => {
    setErrors(noErrors);
    const result = initial && !copy ? await update({ id: initial.id, input, base: initial }) : await create(input);
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else void navigate(scheduledExportRoutes.list);
  };

  const heading = !initial ? 'Create export' : copy ? `Copy ${initial.subject}` : `Edit ${initial.subject}`;
  return (
    <FormPageShell
      title={heading}
      loading={loading}
      maxWidth={1080}
      notFound={
        unknown
          ? { title: 'Unknown export', subTitle: 'This export does not exist, or only its owner may change it.' }
          : null
      }
    >
      <ExportForm
        key={`${initial?.id ?? 'new'}-${copy}`}
        initial={initial}
        copy={copy}
        dashboards={dashboards.data ?? []}
        dashboardWidgets={widgets.data ?? []}
        savedFilters={savedFilters.data ?? []}
        users={users.data?.users ?? []}
        submitting={creating.isLoading || updating.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(input) => void save(input)}
        onCancel={() => void navigate(scheduledExportRoutes.list)}
      />
    </FormPageShell>
  );
}

export { ScheduledExportFormPage as Component };

import { formErrorsOf, useGetSavedFiltersQuery, useGetSavedFilterUsersQuery } from '@shelfsight/api-client';
import { type ScheduledExportInput, scheduledExportRoutes } from '@shelfsight/contracts';
import { CrudFormPage, editedRecordOf, recordIdOf } from '@shelfsight/ui-kit';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetExportDashboardsQuery, useGetExportDashboardWidgetsQuery } from '../api/exportTargetsApi';
import {
  useCreateScheduledExportMutation,
  useGetScheduledExportQuery,
  useUpdateScheduledExportMutation,
} from '../api/scheduledExportsApi';
import { ExportForm } from '../components/ExportForm';

/**
 * /exports/scheduled/edit/ (a new export), …/edit/?id=… (owner only) and …/copy/?id=… (the form filled from
 * the export, saved as a new one): saves, then returns to the list; on failure stays with the errors shown.
 */
export function ScheduledExportFormPage() {
  const navigate = useNavigate();
  const copy = useLocation().pathname.startsWith(scheduledExportRoutes.copy);
  const [params] = useSearchParams();
  const requested = recordIdOf(params.get('id'));
  const existing = useGetScheduledExportQuery(requested.id ?? 0, { skip: requested.id === null });
  const dashboards = useGetExportDashboardsQuery();
  const widgets = useGetExportDashboardWidgetsQuery();
  const savedFilters = useGetSavedFiltersQuery();
  const users = useGetSavedFilterUsersQuery();
  const [create] = useCreateScheduledExportMutation();
  const [update] = useUpdateScheduledExportMutation();

  const { loading, unknown, initial } = editedRecordOf(requested, existing, copy);

  const save = (input: ScheduledExportInput) =>
    initial && !copy ? update({ id: initial.id, input, base: initial }) : create(input);

  const heading = !initial ? 'Create export' : copy ? `Copy ${initial.subject}` : `Edit ${initial.subject}`;
  return (
    <CrudFormPage<ScheduledExportInput>
      title={heading}
      loading={loading}
      maxWidth={1080}
      notFound={
        unknown
          ? { title: 'Unknown export', subTitle: 'This export does not exist, or only its owner may change it.' }
          : null
      }
      save={save}
      errorsOf={formErrorsOf}
      onLeave={() => void navigate(scheduledExportRoutes.list)}
    >
      {(binding) => (
        <ExportForm
          key={`${initial?.id ?? 'new'}-${copy}`}
          initial={initial}
          copy={copy}
          dashboards={dashboards.data ?? []}
          dashboardWidgets={widgets.data ?? []}
          savedFilters={savedFilters.data ?? []}
          users={users.data?.users ?? []}
          {...binding}
        />
      )}
    </CrudFormPage>
  );
}

export { ScheduledExportFormPage as Component };

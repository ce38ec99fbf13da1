import {
  formErrorsOf,
  useFilterSegmentItems,
  useGetDataRetentionQuery,
  useGetDimensionsQuery,
  useGetFilteredMetricsQuery,
  useGetSavedFiltersQuery,
  useGetSavedFilterUsersQuery,
  useGetSavedWidgetsQuery,
} from '@shelfsight/api-client';
import { type DatasetInput, datasetRoutes } from '@shelfsight/contracts';
import { CrudFormPage, recordIdOf } from '@shelfsight/ui-kit';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type DatasetContextQuery, useCreateDatasetMutation, useGetDatasetContextQuery } from '../api/datasetsApi';
import { DatasetForm } from '../components/DatasetForm';

/** `?dwId=` (a placed widget) or `?datasetId=` (build again): what the builder starts from, if anything. */
function contextQueryOf(params: URLSearchParams): DatasetContextQuery | null | 'invalid' {
  const rawDwId = params.get('dwId');
  const rawDatasetId = params.get('datasetId');
  if (rawDwId === null && rawDatasetId === null) return null;
  const dwId = recordIdOf(rawDwId).id;
  if (dwId !== null) return { dwId };
  const datasetId = recordIdOf(rawDatasetId).id;
  return datasetId !== null ? { datasetId } : 'invalid';
}

/**
 * /datasets/builder/: a new dataset, empty or filled from a placed widget or a dataset to build again. It is
 * queued on submit and the list shows its progress; on failure the form stays with the errors shown.
 */
export function DatasetBuilderPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const contextQuery = contextQueryOf(params);
  const usable = contextQuery !== null && contextQuery !== 'invalid';
  const context = useGetDatasetContextQuery(usable ? contextQuery : { datasetId: 0 }, { skip: !usable });
  const widgets = useGetSavedWidgetsQuery();
  const metrics = useGetFilteredMetricsQuery();
  const dimensions = useGetDimensionsQuery();
  const savedFilters = useGetSavedFiltersQuery();
  const users = useGetSavedFilterUsersQuery();
  const retention = useGetDataRetentionQuery();
  const [create] = useCreateDatasetMutation();

  const notFound =
    contextQuery === 'invalid' || (usable && !context.isFetching && !context.data)
      ? {
          title: 'Nothing to build from',
          subTitle: 'This widget or dataset does not exist, or you cannot see it.',
        }
      : null;

  return (
    <CrudFormPage<DatasetInput>
      title="Build a dataset"
      loading={usable && context.isFetching}
      notFound={notFound}
      maxWidth={1080}
      save={create}
      errorsOf={formErrorsOf}
      onLeave={() => void navigate(datasetRoutes.list)}
    >
      {(binding) => (
        <DatasetForm
          key={usable ? JSON.stringify(contextQuery) : 'new'}
          context={usable ? context.data : undefined}
          widgets={widgets.data ?? []}
          metrics={metrics.data ?? []}
          dimensions={dimensions.data ?? []}
          savedFilters={savedFilters.data ?? []}
          users={users.data?.users ?? []}
          useSegmentItems={useFilterSegmentItems}
          retentionMonths={retention.data?.months}
          {...binding}
        />
      )}
    </CrudFormPage>
  );
}

export { DatasetBuilderPage as Component };

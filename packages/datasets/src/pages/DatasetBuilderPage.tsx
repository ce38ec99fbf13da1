import {
  type FormErrors,
  formErrorsOf,
  useGetDataRetentionQuery,
  useGetDimensionsQuery,
  useGetFilteredMetricsQuery,
  useGetFilterItemsQuery,
  useGetSavedFiltersQuery,
  useGetSavedFilterUsersQuery,
} from '@shelfsight/api-client';
import { type DatasetInput, datasetRoutes, type SavedFilterSegment } from '@shelfsight/contracts';
import { FormPageShell } from '@shelfsight/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  type DatasetContextQuery,
  useCreateDatasetMutation,
  useGetDatasetContextQuery,
  useGetDatasetSourceWidgetsQuery,
} from '../api/datasetsApi';
import { DatasetForm } from '../components/DatasetForm';

const noErrors: FormErrors = { fields: {}, general: null };
const noItems: never[] = [];

function useSegmentItems(segment: SavedFilterSegment) {
  const answer = useGetFilterItemsQuery(segment);
  return { items: answer.data ?? noItems, loading: answer.isLoading };
}

const positiveId = (raw: string | null) => {
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `?dwId=` (a placed widget) or `?datasetId=` (build again): what the builder starts from, if anything. */
function contextQueryOf(params: URLSearchParams): DatasetContextQuery | null | 'invalid' {
  const rawDwId = params.get('dwId');
  const rawDatasetId = params.get('datasetId');
  if (rawDwId === null && rawDatasetId === null) return null;
  const dwId = positiveId(rawDwId);
  if (dwId !== null) return { dwId };
  const datasetId = positiveId(rawDatasetId);
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
  const widgets = useGetDatasetSourceWidgetsQuery();
  const metrics = useGetFilteredMetricsQuery();
  const dimensions = useGetDimensionsQuery();
  const savedFilters = useGetSavedFiltersQuery();
  const users = useGetSavedFilterUsersQuery();
  const retention = useGetDataRetentionQuery();
  const [create, creating] = useCreateDatasetMutation();
  const [errors, setErrors] = useState<FormErrors>(noErrors);

  const notFound =
    contextQuery === 'invalid' || (usable && !context.isFetching && !context.data)
      ? {
          title: 'Nothing to build from',
          subTitle: 'This widget or dataset does not exist, or you cannot see it.',
        }
      : null;

  const build = async (input: DatasetInput) => {
    setErrors(noErrors);
    const result = await create(input);
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else void navigate(datasetRoutes.list);
  };

  return (
    <FormPageShell title="Build a dataset" loading={usable && context.isFetching} notFound={notFound} maxWidth={1080}>
      <DatasetForm
        key={usable ? JSON.stringify(contextQuery) : 'new'}
        context={usable ? context.data : undefined}
        widgets={widgets.data ?? []}
        metrics={metrics.data ?? []}
        dimensions={dimensions.data ?? []}
        savedFilters={savedFilters.data ?? []}
        users={users.data?.users ?? []}
        useSegmentItems={useSegmentItems}
        retentionMonths={retention.data?.months}
        submitting={creating.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(input) => void build(input)}
        onCancel={() => void navigate(datasetRoutes.list)}
      />
    </FormPageShell>
  );
}

export { DatasetBuilderPage as Component };

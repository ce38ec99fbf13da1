import {
  selectAuthUser,
  useAppSelector,
  useCreateSavedFilterMutation,
  useGetFilterItemsQuery,
  useGetSavedFilterQuery,
  useGetSavedFilterUsersQuery,
  useUpdateSavedFilterMutation,
  type FormErrors,
  formErrorsOf,
} from '@shelfsight/api-client';
import { savedFilterScreenRoutes, type SavedFilterInput, type SavedFilterSegment } from '@shelfsight/contracts';
import { Card, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SavedFilterForm } from '../components/SavedFilterForm';
import { isProductFilter } from '../utils/segments';
import { screensOf, useFilterKind } from './useFilterKind';

const noErrors: FormErrors = { fields: {}, general: null };
const noItems: never[] = [];

function useSegmentItems(segment: SavedFilterSegment) {
  const answer = useGetFilterItemsQuery(segment);
  return { items: answer.data ?? noItems, loading: answer.isLoading };
}

/**
 * /saved-filters/create/, /saved-filters/edit/?id=… and their /product-filters/ twins: saves, then returns
 * to the list; on failure stays with the errors shown per field.
 */
export function SavedFilterFormPage() {
  const kind = useFilterKind();
  const screens = screensOf(kind);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const editId = rawId === null ? null : Number(rawId);
  const validId = editId !== null && Number.isInteger(editId) && editId > 0;
  const existing = useGetSavedFilterQuery(validId ? editId : 0, { skip: !validId });
  const users = useGetSavedFilterUsersQuery();
  const me = useAppSelector(selectAuthUser);
  const [create, creating] = useCreateSavedFilterMutation();
  const [update, updating] = useUpdateSavedFilterMutation();
  const [errors, setErrors] = useState<FormErrors>(noErrors);

  if (editId !== null) {
    if (validId && existing.isLoading) return <Spin />;
    if (!existing.data || !existing.data.isOwnedByMe)
      return (
        <Result
          status="404"
          title="Unknown saved filter"
          subTitle="This saved filter does not exist, or only its owner may change it."
        />
      );
    // The product form shows only the product segments; saving a plain saved filter there would empty the rest.
    if (kind === 'product' && !isProductFilter(existing.data))
      return (
        <Result
          status="404"
          title="Not a product filter"
          subTitle={`${existing.data.name} does not narrow products. Edit it among the saved filters.`}
          extra={<Link to={`${savedFilterScreenRoutes.edit}?id=${existing.data.id}`}>Edit as a saved filter</Link>}
        />
      );
  }
  const initial = editId === null ? undefined : existing.data;

  const save = async (input: SavedFilterInput) => {
    setErrors(noErrors);
    const result = initial ? await update({ id: initial.id, input }) : await create(input);
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else void navigate(screens.list);
  };

  const heading = initial
    ? `Edit ${initial.name}`
    : kind === 'product'
      ? 'Create product filter'
      : 'Create saved filter';
  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{heading}</Typography.Title>
      <SavedFilterForm
        key={initial?.id ?? 'new'}
        kind={kind}
        initial={initial}
        useSegmentItems={useSegmentItems}
        users={users.data?.users ?? []}
        currentUserId={me?.id ?? null}
        submitting={creating.isLoading || updating.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(input) => void save(input)}
        onCancel={() => void navigate(screens.list)}
      />
    </Card>
  );
}

export { SavedFilterFormPage as Component };

import {
  formErrorsOf,
  selectAuthUser,
  useAppSelector,
  useCreateSavedFilterMutation,
  useFilterSegmentItems,
  useGetSavedFilterQuery,
  useGetSavedFilterUsersQuery,
  useUpdateSavedFilterMutation,
} from '@shelfsight/api-client';
import { savedFilterScreenRoutes, type SavedFilterInput } from '@shelfsight/contracts';
import { CrudFormPage, editedRecordOf, recordIdOf } from '@shelfsight/ui-kit';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SavedFilterForm } from '../components/SavedFilterForm';
import { isProductFilter } from '../utils/segments';
import { screensOf, useFilterKind } from './useFilterKind';

/**
 * /saved-filters/create/, /saved-filters/edit/?id=… and their /product-filters/ twins: saves, then returns
 * to the list; on failure stays with the errors shown per field.
 */
export function SavedFilterFormPage() {
  const kind = useFilterKind();
  const screens = screensOf(kind);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = recordIdOf(params.get('id'));
  const existing = useGetSavedFilterQuery(requested.id ?? 0, { skip: requested.id === null });
  const users = useGetSavedFilterUsersQuery();
  const me = useAppSelector(selectAuthUser);
  const [create] = useCreateSavedFilterMutation();
  const [update] = useUpdateSavedFilterMutation();

  const { loading, unknown, initial } = editedRecordOf(requested, existing);
  const notFound = () => {
    if (unknown)
      return {
        title: 'Unknown saved filter',
        subTitle: 'This saved filter does not exist, or only its owner may change it.',
      };
    // The product form shows only the product segments; saving a plain saved filter there would empty the rest.
    if (initial && kind === 'product' && !isProductFilter(initial))
      return {
        title: 'Not a product filter',
        subTitle: `${initial.name} does not narrow products. Edit it among the saved filters.`,
        extra: <Link to={`${savedFilterScreenRoutes.edit}?id=${initial.id}`}>Edit as a saved filter</Link>,
      };
    return null;
  };

  const save = (input: SavedFilterInput) => (initial ? update({ id: initial.id, input }) : create(input));

  const heading = initial
    ? `Edit ${initial.name}`
    : kind === 'product'
      ? 'Create product filter'
      : 'Create saved filter';
  return (
    <CrudFormPage<SavedFilterInput>
      title={heading}
      loading={loading}
      notFound={notFound()}
      maxWidth={720}
      save={save}
      errorsOf={formErrorsOf}
      onLeave={() => void navigate(screens.list)}
    >
      {(binding) => (
        <SavedFilterForm
          key={initial?.id ?? 'new'}
          kind={kind}
          initial={initial}
          useSegmentItems={useFilterSegmentItems}
          users={users.data?.users ?? []}
          currentUserId={me?.id ?? null}
          {...binding}
        />
      )}
    </CrudFormPage>
  );
}

export { SavedFilterFormPage as Component };

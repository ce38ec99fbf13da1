import type { AvailableOption } from '@shelfsight/contracts';
import { useDeferredValue, useState } from 'react';
import {
  type SelectionTag,
  useGetAvailableBrandsQuery,
  useGetAvailableCategoriesQuery,
} from '../../api/productSelectionApi';
import { type CardFilter, RetailerSelectionCard } from '../../components/RetailerSelectionCard';
import { SelectionFilterForm } from '../../components/SelectionFilterForm';
import type { DraftAction, DraftFilter, DraftRetailer } from './selectionDraft';

export interface RetailerPanelProps {
  retailer: DraftRetailer;
  /** Its filters, those being deleted included (shown struck through). */
  filters: DraftFilter[];
  tags: readonly SelectionTag[];
  productCount: number | null;
  /** Products each live filter matches, in the order of the live filters. */
  filterCounts: readonly number[] | null;
  dispatch: (action: DraftAction) => void;
  readOnly: boolean;
}

const namesOf = (ids: number[], options: readonly { id: number; name: string }[]) =>
  ids.map((id) => options.find((option) => option.id === id)?.name ?? `#${id}`).join(', ');

function describe(
  filter: DraftFilter,
  brands: AvailableOption[],
  categories: AvailableOption[],
  tags: readonly SelectionTag[],
) {
  const parts = [
    filter.brands.length ? `Brands: ${namesOf(filter.brands, brands)}` : null,
    filter.categories.length ? `Categories: ${namesOf(filter.categories, categories)}` : null,
    filter.tags.length
      ? `Tags: ${namesOf(
          filter.tags,
          tags.map((tag) => ({ id: tag.id, name: tag.value })),
        )}`
      : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** One retailer of the selection with its pickers: brands and categories are searched at that retailer. */
export function RetailerPanel({
  retailer,
  filters,
  tags,
  productCount,
  filterCounts,
  dispatch,
  readOnly,
}: RetailerPanelProps) {
  const [brandSearch, setBrandSearch] = useState('');
  const [categorySearch, setCategorySearch] = useState('');
  const brandQuery = useDeferredValue(brandSearch);
  const categoryQuery = useDeferredValue(categorySearch);
  const allBrands = useGetAvailableBrandsQuery({ retailerId: retailer.id, searchQuery: '' }).data ?? [];
  const allCategories = useGetAvailableCategoriesQuery({ retailerId: retailer.id, searchQuery: '' }).data ?? [];
  const brands = useGetAvailableBrandsQuery({ retailerId: retailer.id, searchQuery: brandQuery }).data ?? [];
  const categories = useGetAvailableCategoriesQuery({ retailerId: retailer.id, searchQuery: categoryQuery }).data ?? [];
  let live = 0;
  const cardFilters: CardFilter[] = filters.map((filter) => {
    const count = filter.deleting ? null : (filterCounts?.[live++] ?? null);
    return {
      key: filter.key,
      description: describe(filter, allBrands, allCategories, tags),
      marker: filter.deleting ? 'deleting' : filter.creating ? 'creating' : null,
      count,
    };
  });
  return (
    <RetailerSelectionCard
      retailerName={retailer.displayName}
      adding={retailer.state === 'adding'}
      filters={cardFilters}
      productCount={productCount}
      onRemoveRetailer={() => dispatch({ type: 'retailerRemoved', retailerId: retailer.id })}
      onRemoveFilter={(key) => dispatch({ type: 'filterRemoved', key })}
    >
      <SelectionFilterForm
        retailerName={retailer.displayName}
        brands={brands}
        categories={categories}
        tags={tags.map((tag) => ({ id: tag.id, value: tag.value }))}
        onSearchBrands={setBrandSearch}
        onSearchCategories={setCategorySearch}
        onAdd={(lists) => dispatch({ type: 'filterAdded', retailerId: retailer.id, lists })}
        disabled={readOnly}
      />
    </RetailerSelectionCard>
  );
}

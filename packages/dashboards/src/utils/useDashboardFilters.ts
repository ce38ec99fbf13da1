import { useAppDispatch, useAppSelector, useGetSavedFiltersQuery } from '@shelfsight/api-client';
import type { Dashboard } from '@shelfsight/contracts';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  dashboardOpened,
  defaultFilterSet,
  emptySelection,
  injectedFiltersSlice,
} from '../state/dashboardFiltersSlice';
import { filterFieldsOf, type DashboardFilterFields } from './dashboardFilterFields';
import { filtersFromSearch, searchWithFilters } from './filterAddress';
import { viewOpeningFilters } from './openingRequests';

/**
 * The filters of a dashboard's view, kept in step with its address. On opening, the address's filters apply;
 * without any, the dashboard's default filter is set (its saved filter is waited for, so widgets ask once).
 * Afterwards the applied filters and cross-filters are written back into the address. `fields` is undefined
 * until the filters of this dashboard are known (at once without a default): widgets wait for them.
 */
export function useDashboardFilters(
  id: number | null,
  dashboard: Dashboard | undefined,
): { fields: DashboardFilterFields | undefined } {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const state = useAppSelector(injectedFiltersSlice.selectSlice);
  const address = useMemo(() => filtersFromSearch(search), [search]);
  // The query keeps the last dashboard while the next loads: only the one the address names counts.
  const current = dashboard && dashboard.id === id ? dashboard : undefined;
  const needsDefault = current !== undefined && address.selection === null && current.defaultSavedFilterId !== null;
  const savedFilters = useGetSavedFiltersQuery(undefined, { skip: !needsDefault });
  const open = current !== undefined && state.dashboardId === current.id;

  useEffect(() => {
    if (!current || open) return;
    const { selection, crossFilters } = address;
    if (!needsDefault) {
      dispatch(dashboardOpened({ dashboardId: current.id, selection: selection ?? emptySelection(), crossFilters }));
      return;
    }
    if (!savedFilters.data && !savedFilters.isError) return;
    // A default not visible to me still applies on the server (filterUseDefaults), as its owner sees it.
    const savedFilter = savedFilters.data?.find((filter) => filter.id === current.defaultSavedFilterId) ?? null;
    dispatch(dashboardOpened({ dashboardId: current.id, selection: emptySelection(), crossFilters }));
    dispatch(defaultFilterSet({ savedFilter, firstRetailerId: null, at: Date.now() }));
  }, [current, open, address, needsDefault, savedFilters.data, savedFilters.isError, dispatch]);

  useEffect(() => {
    if (!open) return;
    const next = searchWithFilters(search, state.applied, state.crossFilters);
    if (next.toString() !== search.toString()) setSearch(next, { replace: true });
  }, [open, state.applied, state.crossFilters, search, setSearch]);

  const opensAtOnce = current !== undefined && !open && !needsDefault;
  const fields = useMemo(() => {
    if (open) return filterFieldsOf(state.applied, state.crossFilters);
    // Without a default to wait for, the address's filters are what the effect above applies: the widgets get
    // them in the render that brings the dashboard and ask for their data then, not one render later.
    if (opensAtOnce && current) return viewOpeningFilters(current, search);
    return undefined;
  }, [open, opensAtOnce, current, search, state.applied, state.crossFilters]);
  return { fields };
}

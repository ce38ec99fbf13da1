import { isCancelledError, useAppDispatch } from '@shelfsight/api-client';
import type { ProductCount, ProductCountRequest } from '@shelfsight/contracts';
import { useEffect, useRef, useState } from 'react';
import { productSelectionApi, useLazyCountAllProductsQuery } from '../../api/productSelectionApi';
import { liveFilters, type SelectionDraft } from './selectionDraft';

export type RetailerCount = ProductCount['retailers'][number];

/** The count requests of a draft: one for all of its retailers, and one per retailer (spec 3 §7). */
export function countRequests(draft: SelectionDraft): { all: ProductCountRequest; perRetailer: ProductCountRequest[] } {
  const filters = liveFilters(draft).map(({ retailerId, brands, categories, tags }) => ({
    retailerId,
    brands,
    categories,
    tags,
  }));
  const retailerIds = draft.retailers.map((retailer) => retailer.id);
  return {
    all: { retailerId: null, retailerIds, filters },
    perRetailer: retailerIds.map((retailerId) => ({
      retailerId,
      retailerIds: [retailerId],
      filters: filters.filter((filter) => filter.retailerId === retailerId),
    })),
  };
}

/**
 * Counts the products the draft tracks on every change (spec 3 §4.5, §7): one call for all retailers (the total)
 * and one per retailer whose filters changed (its product and filter counts). Each call supersedes its own
 * predecessor still in flight (the all-count the all-count, a retailer's count that retailer's); a cancelled count
 * is not an error here.
 */
export function useLiveCount(draft: SelectionDraft, ready: boolean) {
  const [countAll, result] = useLazyCountAllProductsQuery();
  const dispatch = useAppDispatch();
  // What each retailer was last asked with, so that a change elsewhere does not recount it.
  const asked = useRef(new Map<number, string>());
  const [byRetailer, setByRetailer] = useState<ReadonlyMap<number, RetailerCount>>(new Map());
  const [retailerFailed, setRetailerFailed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const { all, perRetailer } = countRequests(draft);
    void countAll(all);
    for (const request of perRetailer) {
      const retailerId = request.retailerId!;
      const key = JSON.stringify(request);
      if (asked.current.get(retailerId) === key) continue;
      asked.current.set(retailerId, key);
      const call = dispatch(
        productSelectionApi.endpoints.countRetailerProducts.initiate(request, { subscribe: false, forceRefetch: true }),
      );
      void call.then(({ data, error }) => {
        if (asked.current.get(retailerId) !== key) return; // a later count of this retailer is on its way
        if (error) {
          if (!isCancelledError(error)) setRetailerFailed(true);
          return;
        }
        const counted = data?.retailers.find((each) => each.retailerId === retailerId);
        if (counted) setByRetailer((previous) => new Map(previous).set(retailerId, counted));
      });
    }
  }, [countAll, dispatch, draft, ready]);
  const counts: ProductCount | undefined = result.currentData;
  const failed = retailerFailed || (result.isError && !isCancelledError(result.error));
  /** A retailer's counts: from its own call, or from the all-count while its own is on its way. */
  const retailerCount = (retailerId: number): RetailerCount | undefined =>
    byRetailer.get(retailerId) ?? counts?.retailers.find((each) => each.retailerId === retailerId);
  return { counts, retailerCount, counting: result.isFetching, failed };
}

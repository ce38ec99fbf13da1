import { isCancelledError } from '@shelfsight/api-client';
import type { ProductCount } from '@shelfsight/contracts';
import { useEffect } from 'react';
import { useLazyCountAllProductsQuery } from '../../api/productSelectionApi';
import { liveFilters, type SelectionDraft } from './selectionDraft';

/**
 * Counts the products the draft tracks on every change (spec 3 §4.5). The request still in flight is cancelled
 * when the next starts (the endpoint supersedes its predecessor); a cancelled count is not an error here.
 */
export function useLiveCount(draft: SelectionDraft, ready: boolean) {
  const [count, result] = useLazyCountAllProductsQuery();
  useEffect(() => {
    if (!ready) return;
    void count({
      retailerId: null,
      retailerIds: draft.retailers.map((retailer) => retailer.id),
      filters: liveFilters(draft).map(({ retailerId, brands, categories, tags }) => ({
        retailerId,
        brands,
        categories,
        tags,
      })),
    });
  }, [count, draft, ready]);
  const counts: ProductCount | undefined = result.currentData;
  const failed = result.isError && !isCancelledError(result.error);
  return { counts, counting: result.isFetching, failed };
}

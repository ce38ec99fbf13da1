import { withProductDetails } from '@shelfsight/contracts';
import type { ProductDetailsOpener } from '@shelfsight/ui-kit';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The app's product details opener: it writes the request into the address (`?product=…`, see contracts'
 * `productDetailsParams`), which opens the product details overlay; a new history entry, so the back button closes
 * them. The opener keeps its identity while the address changes: every widget on a dashboard receives it.
 */
export function useAddressProductDetailsOpener(): ProductDetailsOpener {
  const [, setSearch] = useSearchParams();
  const latest = useRef(setSearch);
  useEffect(() => {
    latest.current = setSearch;
  }, [setSearch]);
  return useCallback<ProductDetailsOpener>(
    (request) => latest.current((current) => withProductDetails(current, request)),
    [],
  );
}
